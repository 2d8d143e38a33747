// /dashboard/paymentReceiption ("how to receive money"): the saved method (IBAN masked),
// or the form when none is saved yet; changing a saved method goes through the
// confirmation with a code. What is typed survives a reload until it is saved.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { isApiRequestError, serverFieldErrors } from '@/api/result';
import { ErrorFallback } from '@/components/error-fallback';
import { useNeedsVerification, VerifyAccountPrompt } from '@/components/verify-account-prompt';
import { clearFormDraft, FormError, useZodForm } from '@/engines/form';
import { toaster } from '@/lib/toaster';
import { ChangeDialog } from './change-dialog';
import { useSavePayoutMethod } from './money-queries';
import { PayoutFields } from './payout-fields';
import { EMPTY_PAYOUT, payoutFormSchema, type PayoutBody } from './payout-form-schema';
import { PayoutSummary } from './payout-summary';

const DRAFT = 'payout-method';

export function PayoutPage() {
  const { t } = useTranslation(['payout', 'validation']);
  // Money goes only to a verified account (the backend refuses the save with 403 too).
  const needsVerification = useNeedsVerification();
  const current = $api.useQuery('get', '/apiBack/v1/user/payment-methods', undefined, {
    retry: (n, e) => !(isApiRequestError(e) && e.status === 404) && n < 2,
  });
  const missing = isApiRequestError(current.error) && current.error.status === 404;
  const saved = current.data?.data;
  const save = useSavePayoutMethod();
  const form = useZodForm(payoutFormSchema, {
    defaultValues: EMPTY_PAYOUT,
    draft: DRAFT,
    fieldGender: 'payout:fieldGender',
  });
  // A change typed before a reload comes back open, with what was typed.
  const [editing, setEditing] = useState(
    () => JSON.stringify(form.getValues()) !== JSON.stringify(EMPTY_PAYOUT),
  );
  const stopEditing = () => {
    clearFormDraft(DRAFT);
    form.reset(EMPTY_PAYOUT);
    setEditing(false);
  };
  const [pending, setPending] = useState<PayoutBody>();
  const [codeError, setCodeError] = useState<string>();

  const send = async (body: PayoutBody, code?: string) => {
    try {
      await save.mutateAsync({ body: code ? { ...body, code } : body });
      stopEditing();
      setPending(undefined);
      toaster.create({ type: 'success', title: t('payout:savedToast') });
    } catch (error) {
      const code = serverFieldErrors(error)?.code;
      if (code && pending) return setCodeError(code);
      setPending(undefined);
      form.applyServerError(error);
    }
  };
  // A first save goes at once; replacing a saved method is confirmed in the dialog.
  const submit = form.handleSubmit((body) => {
    form.setFormError(undefined);
    setCodeError(undefined);
    if (saved) setPending(body);
    else return send(body);
  });

  if (current.isError && !missing)
    return <ErrorFallback error={current.error} onRetry={() => void current.refetch()} />;
  const showForm = missing || editing;
  return (
    <Stack gap="5" maxW="3xl">
      <Box>
        <Heading as="h1" size="lg" mb="1">
          {t('payout:title')}
        </Heading>
        <Text color="fg.muted">{t('payout:intro')}</Text>
      </Box>
      {needsVerification && <VerifyAccountPrompt reason="payout" />}
      {current.isPending && <Skeleton h="32" borderRadius="l3" />}
      {saved && (
        <PayoutSummary saved={saved} onChange={editing ? undefined : () => setEditing(true)} />
      )}
      {showForm && (
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="payout-form">
          <Stack gap="5">
            <PayoutFields form={form} />
            <FormError message={form.formError} testId="payout-form-error" />
            <HStack gap="3" wrap="wrap">
              <Button
                type="submit"
                colorPalette="brand"
                loading={save.isPending && !pending}
                data-testid="payout-submit"
              >
                {saved ? t('payout:saveChange') : t('payout:save')}
              </Button>
              {saved && (
                <Button variant="outline" onClick={stopEditing}>
                  {t('payout:saved.cancel')}
                </Button>
              )}
            </HStack>
          </Stack>
        </form>
      )}
      <ChangeDialog
        method={pending?.method ?? 'bank'}
        open={Boolean(pending)}
        busy={save.isPending}
        codeError={codeError}
        onConfirm={(code) => pending && void send(pending, code)}
        onCancel={() => {
          setPending(undefined);
          setCodeError(undefined);
        }}
      />
    </Stack>
  );
}
