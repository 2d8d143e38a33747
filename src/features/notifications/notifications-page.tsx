// /dashboard/notifications (both account types): every notification with its type, text,
// time and read state; open one (marks it read), mark one or all read, filter by type;
// the way to the per-channel preferences.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessageKey } from '@/api/result';
import { DataTable } from '@/engines/table';
import { useSession } from '@/lib/session';
import { toaster } from '@/lib/toaster';
import {
  markAllRead,
  markRead,
  NOTIFICATION_KEYS,
  unreadOptions,
  type Notification,
} from './notifications-api';
import { makeNotificationsTable } from './notifications-table';

export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const side = useSession().isBusiness ? 'lessor' : 'tenant';
  const client = useQueryClient();
  const unread = useQuery(unreadOptions(side)).data?.data.total ?? 0;
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(
    () => Promise.all(NOTIFICATION_KEYS.map((queryKey) => client.invalidateQueries({ queryKey }))),
    [client],
  );
  const fail = useCallback(
    (error: unknown) => toaster.create({ type: 'error', title: t(errorMessageKey(error)) }),
    [t],
  );
  const def = useMemo(
    () =>
      makeNotificationsTable(side, (n: Notification) => {
        void markRead(side, n.id).then(refresh, fail);
      }),
    [side, refresh, fail],
  );
  const readAll = async () => {
    setBusy(true);
    try {
      const updated = await markAllRead(side);
      await refresh();
      toaster.create({ type: 'success', title: t('allRead', { count: updated }) });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
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
            loading={busy}
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
