// The dashboard's balance card: what the ledger holds and what is on its way, and where
// transfers go (the IBAN masked), or the prompt to add a receiving method.
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { ErrorFallback } from '@/components/error-fallback';
import { formatSaudiMobile } from '@/domain';
import { MissingMethodPrompt } from './missing-method-prompt';
import { MoneyFigure } from './money-figure';

function Destination() {
  const { t } = useTranslation(['transfers', 'payout']);
  const saved = $api.useQuery('get', '/apiBack/v1/user/payment-methods').data?.data;
  if (!saved) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {t(`payout:methods.${saved.method}`)}
      {': '}
      {saved.method === 'bank' ? (
        <>
          {t(`payout:banks.${saved.bank_code}`)}{' '}
          <bdi dir="ltr">•••• {saved.iban_masked.slice(-4)}</bdi>
        </>
      ) : (
        <bdi dir="ltr">{formatSaudiMobile(saved.stc_pay_mobile)}</bdi>
      )}
    </Text>
  );
}

export function BalanceWidget() {
  const { t, i18n } = useTranslation('transfers');
  const query = $api.useQuery('get', '/apiBack/v1/user/balance');
  if (query.isError)
    return <ErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  const b = query.data?.data;
  return (
    <Stack gap="3">
      <SimpleGrid columns={2} gap="3">
        <MoneyFigure label={t('balance.held')} value={b?.balance} lang={i18n.language} />
        <MoneyFigure label={t('balance.inTransit')} value={b?.in_transit} lang={i18n.language} />
      </SimpleGrid>
      {b && (b.payment_method_set ? <Destination /> : <MissingMethodPrompt />)}
    </Stack>
  );
}
