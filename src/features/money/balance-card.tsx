// The head of the transfers page: what the ledger holds for the lessor, what is on its
// way and what was transferred; "transfer my balance" (confirmed first, with the amount,
// the fee and where it goes); the prompt when no receiving method is saved, and "Please
// verify account" with its link while the account is not verified through Nafath (money is
// transferred only to a verified account: the backend refuses the request with 403).
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { $api } from '@/api/query';
import { errorMessageKey, serverFieldErrors } from '@/api/result';
import { ErrorFallback } from '@/components/error-fallback';
import { useNeedsVerification, VerifyAccountPrompt } from '@/components/verify-account-prompt';
import { formatSar } from '@/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toaster } from '@/lib/toaster';
import { MissingMethodPrompt } from './missing-method-prompt';
import { MoneyFigure } from './money-figure';
import { useRequestTransfer } from './money-queries';

export function BalanceCard() {
  const { t, i18n } = useTranslation('transfers');
  const lang = i18n.language;
  const balance = $api.useQuery('get', '/apiBack/v1/user/balance');
  const b = balance.data?.data;
  const method = $api.useQuery('get', '/apiBack/v1/user/payment-methods', undefined, {
    enabled: Boolean(b?.payment_method_set),
  });
  const request = useRequestTransfer();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const needsVerification = useNeedsVerification();

  if (balance.isError)
    return <ErrorFallback error={balance.error} onRetry={() => void balance.refetch()} />;
  if (!b) return <Skeleton h="32" borderRadius="l3" />;

  const saved = method.data?.data;
  const sar = (v: number | undefined) => formatSar(v ?? 0, lang);
  const confirm = async () => {
    setFailure(undefined);
    try {
      const made = await request.mutateAsync({});
      setAsking(false);
      toaster.create({ type: 'success', title: t('request.done', { number: made.data.number }) });
    } catch (error) {
      setAsking(false);
      setFailure(Object.values(serverFieldErrors(error) ?? {})[0] ?? errorMessageKey(error));
    }
  };
  const why = !b.payment_method_set ? undefined : b.balance > 0 ? 'belowFee' : 'nothing';

  return (
    <Stack gap="4" mb="6">
      {needsVerification && <VerifyAccountPrompt reason="payout" />}
      {!b.payment_method_set && <MissingMethodPrompt />}
      <Box borderWidth="1px" borderColor="border.muted" borderRadius="l3" p="4" bg="brand.50">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="4">
          <MoneyFigure
            label={t('balance.held')}
            value={b.balance}
            lang={lang}
            testId="balance-held"
          />
          <MoneyFigure label={t('balance.inTransit')} value={b.in_transit} lang={lang} />
          <MoneyFigure label={t('balance.transferred')} value={b.transferred_total} lang={lang} />
        </SimpleGrid>
        {b.balance < 0 && (
          <Text color="red.700" mb="3" data-testid="balance-negative">
            {t('balance.negative')}
          </Text>
        )}
        <HStack gap="3" wrap="wrap" justify="space-between">
          <Text color="fg.muted" fontSize="sm">
            {b.next_transfer_net === undefined && why
              ? t(`balance.${why}`)
              : t('balance.unsettled', { count: b.unsettled_count })}
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild variant="outline" colorPalette="brand" size="sm">
              <RouterLink to="/dashboard/statements">{t('balance.statement')}</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand" size="sm">
              <RouterLink to="/dashboard/paymentReceiption">{t('balance.receiving')}</RouterLink>
            </Button>
            <Button
              colorPalette="brand"
              size="sm"
              disabled={b.next_transfer_net === undefined || needsVerification}
              onClick={() => setAsking(true)}
              data-testid="request-transfer"
            >
              {t('balance.request')}
            </Button>
          </HStack>
        </HStack>
        {failure && (
          <Text role="alert" color="red.700" mt="3">
            {t(failure)}
          </Text>
        )}
      </Box>
      <ConfirmDialog
        open={asking}
        title={t('request.title')}
        body={t(`request.body_${saved?.method ?? 'bank'}`, {
          net: sar(b.next_transfer_net),
          fee: sar(b.transfer_fee),
          last4: saved?.method === 'bank' ? saved.iban_masked.slice(-4) : '',
        })}
        confirm={t('request.confirm')}
        cancel={t('request.cancel')}
        busy={request.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
