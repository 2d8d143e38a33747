// The bodies of the orders cards on the dashboard home, from GET user/dashboard (the same
// cached answer the figures read): each row links to its order.
import { HStack, List, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { $api } from '@/api/query';
import { StatusChip } from '@/components/status';
import { formatDate } from '@/engines/table';
import { reservationStatuses } from './reservations-table';

function useDashboard() {
  return $api.useQuery('get', '/apiBack/v1/user/dashboard');
}

function Rows({ children, empty }: { children: React.ReactNode[]; empty: string }) {
  if (children.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <List.Root gap="3" listStyleType="none" ms="0">
      {children}
    </List.Root>
  );
}

export function LatestOrdersWidget() {
  const { t } = useTranslation('reservations');
  const orders = useDashboard().data?.data.latest_orders ?? [];
  return (
    <Rows empty={t('widgets.noOrders')}>
      {orders.map((r) => (
        <List.Item key={r.id}>
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Link asChild fontWeight="bold" colorPalette="brand">
              <RouterLink to={`/dashboard/reservations/${r.id}`}>
                {r.tenant.name} · {r.unit.name}
              </RouterLink>
            </Link>
            <StatusChip statuses={reservationStatuses} value={r.status} ns="reservations" />
          </HStack>
          <Text fontSize="sm" color="fg.muted" dir="ltr" textAlign="start">
            {formatDate(r.booking_date)}
          </Text>
        </List.Item>
      ))}
    </Rows>
  );
}

export function UpcomingTenantsWidget() {
  const { t } = useTranslation('reservations');
  const tenants = useDashboard().data?.data.upcoming_tenants ?? [];
  return (
    <Rows empty={t('widgets.noUpcoming')}>
      {tenants.map((u) => (
        <List.Item key={u.reservation_id}>
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Link asChild fontWeight="bold" colorPalette="brand">
              <RouterLink to={`/dashboard/reservations/${u.reservation_id}`}>
                {u.tenant_name}
              </RouterLink>
            </Link>
            <Text as="span" fontSize="sm">
              {t('widgets.arrives')} <bdi>{formatDate(u.start_date)}</bdi>
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {u.unit_name}
          </Text>
        </List.Item>
      ))}
    </Rows>
  );
}
