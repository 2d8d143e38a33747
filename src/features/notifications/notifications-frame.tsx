// The frame of /dashboard/notifications (both account types; the list is
// ./notifications-table.ts, listRoute): "mark all read" and the way to the per-channel
// preferences beside the heading.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessageKey } from '@/api/result';
import type { ListFrame } from '@/engines/table';
import { useSession } from '@/lib/session';
import { toaster } from '@/lib/toaster';
import { unreadOptions, useMarkAllRead } from './notifications-api';

export const NotificationsFrame: ListFrame = ({ title, children }) => {
  const { t } = useTranslation('notifications');
  const { side } = useSession();
  const unread = useQuery(unreadOptions(side)).data?.data.total ?? 0;
  const markAllRead = useMarkAllRead(side);
  const readAll = async () => {
    try {
      const updated = (await markAllRead.mutateAsync({ body: {} })).data.updated;
      toaster.create({ type: 'success', title: t('allRead', { count: updated }) });
    } catch (error) {
      toaster.create({ type: 'error', title: t(errorMessageKey(error)) });
    }
  };
  return (
    <Box>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="5">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            variant="outline"
            disabled={unread === 0}
            loading={markAllRead.isPending}
            onClick={() => void readAll()}
            data-testid="notifications-read-all"
          >
            {t('readAll')}
          </Button>
          <Button asChild size="sm" variant="ghost" colorPalette="brand">
            <RouterLink to="/dashboard/notifications/preferences">
              {t('preferences.link')}
            </RouterLink>
          </Button>
        </Flex>
      </Flex>
      {children}
    </Box>
  );
};
