// The five latest transfers: number, date, net amount and status, each opening its detail.
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { ErrorFallback } from '@/components/error-fallback';
import { LinkRows } from '@/components/link-rows';
import { StatusChip } from '@/components/status';
import { formatDate, formatSar } from '@/domain';
import { transferStatuses } from './transfer-statuses';

export function LatestTransfersWidget() {
  const { t, i18n } = useTranslation('transfers');
  const query = $api.useQuery('get', '/apiBack/v1/user/dashboard');
  if (query.isError)
    return <ErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  const list = query.data?.data.latest_transfers ?? [];
  if (query.data && list.length === 0) return <Text color="fg.muted">{t('latestEmpty')}</Text>;
  return (
    <LinkRows
      testId="latest-transfers"
      rows={list.map((tr) => ({
        key: tr.id,
        to: `/dashboard/transactions/${tr.id}`,
        code: tr.number,
        meta: <bdi>{formatDate(tr.created_at)}</bdi>,
        end: (
          <>
            <Text fontWeight="bold" whiteSpace="nowrap">
              <bdi>{formatSar(tr.net_amount, i18n.language)}</bdi>
            </Text>
            <StatusChip statuses={transferStatuses} value={tr.status} ns="transfers" />
          </>
        ),
      }))}
    />
  );
}
