// /dashboard/notifications (both account types): every notification with its type, text,
// time and read state; open one (marks it read), mark one or all read, filter by type;
// the way to the per-channel preferences.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessageKey } from '@/api/result';
import { DataTable } from '@/engines/table';
import { useSession } from '@/lib/session';
import { toaster } from '@/lib/toaster';
import { unreadOptions, useMarkAllRead, useMarkRead, type Notification } from './notifications-api';
import { makeNotificationsTable } from './notifications-table';

export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { side } = useSession();
  const unread = useQuery(unreadOptions(side)).data?.data.total ?? 0;
  const markRead = useMarkRead(side).mutate;
  const markAllRead = useMarkAllRead(side);
  const fail = useCallback(
    (error: unknown) => toaster.create({ type: 'error', title: t(errorMessageKey(error)) }),
    [t],
  );
  const def = useMemo(
    () =>
      makeNotificationsTable(side, (n: Notification) => {
        markRead({ params: { path: { id: n.id } } }, { onError: fail });
      }),
    [side, markRead, fail],
  );
  const readAll = async () => {
    try {
      const updated = (await markAllRead.mutateAsync({ body: {} })).data.updated;
      toaster.create({ type: 'success', title: t('allRead', { count: updated }) });
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Box>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="5">
        <Heading as="h1" size="lg">
          {t('title')}
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
      <DataTable def={def} />
    </Box>
  );
}
