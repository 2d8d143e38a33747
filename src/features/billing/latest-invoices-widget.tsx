// The lessor's invoice summary (spec section 3, "Invoice (lessor summary)"): the five newest
// electronic invoices with their release date and total, each opening the tax invoice.
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { ErrorFallback } from '@/components/error-fallback';
import { LinkRows } from '@/components/link-rows';
import { formatDate, formatSar } from '@/domain';

export function LatestInvoicesWidget() {
  const { t, i18n } = useTranslation('billing');
  const query = $api.useQuery('get', '/apiBack/v1/user/dashboard');
  if (query.isError)
    return <ErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  const list = query.data?.data.latest_invoices ?? [];
  if (query.data && list.length === 0) return <Text color="fg.muted">{t('latestEmpty')}</Text>;
  return (
    <LinkRows
      testId="latest-invoices"
      rows={list.map((inv) => ({
        key: inv.id,
        to: `/dashboard/electronic_invoices/${inv.id}`,
        code: inv.invoice_number,
        meta: <bdi>{formatDate(inv.release_date)}</bdi>,
        end: (
          <Text fontWeight="bold" whiteSpace="nowrap">
            <bdi>{formatSar(inv.total_amount, i18n.language)}</bdi>
          </Text>
        ),
      }))}
    />
  );
}
