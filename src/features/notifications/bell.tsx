// The bell in the top navigation of every page (logged in): the number of unread
// notifications, polled, and a link to the list. Small on purpose: the app loads it lazily
// beside the header, with no recipe beyond the entry's (button) and the bundled `common`
// namespace.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { unreadOptions } from './notifications-api';

/** How often the bell asks for new notifications (a server-sent stream may replace it). */
export const BELL_POLL_MS = 30_000;

export function NotificationBell() {
  const { t } = useTranslation('common');
  const { side } = useSession();
  const query = useQuery({
    ...unreadOptions(side),
    refetchInterval: BELL_POLL_MS,
  });
  const count = query.data?.data.total ?? 0;
  return (
    <Button
      asChild
      size="sm"
      variant="ghost"
      colorPalette="brand"
      position="relative"
      px="2"
      aria-label={t('nav.notifications', { count })}
      data-testid="nav-bell"
      data-count={count}
    >
      <RouterLink to="/dashboard/notifications">
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {count > 0 && (
          <Box
            as="span"
            aria-hidden
            position="absolute"
            top="0"
            insetEnd="0"
            minW="4.5"
            h="4.5"
            px="1"
            borderRadius="full"
            bg="red.600"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            // A flex box centres the digits: a unitless line height of "4.5" pushed them
            // below the red disc, white on white.
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            lineHeight="1"
            data-testid="nav-bell-count"
          >
            {count > 99 ? '99+' : count}
          </Box>
        )}
      </RouterLink>
    </Button>
  );
}
