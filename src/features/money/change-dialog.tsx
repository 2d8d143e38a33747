// Confirming a change of receiving method: says where the money will go from now on,
// sends a code to the account's phone when it opens, and takes the code. A wrong code
// keeps the dialog open with the message; anything else is shown on the form.
import { useEffect, useState } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Trans, useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { formatSaudiMobile } from '@/domain';
import { normaliseNumericText } from '@schemas/lib/text';
import type { PayoutBody } from './payout-form-schema';
import { AppDialog } from '@/components/app-dialog';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';

export function ChangeDialog({
  method,
  open,
  busy,
  codeError,
  onConfirm,
  onCancel,
}: {
  /** The method the money will go to from now on. */
  method: PayoutBody['method'];
  open: boolean;
  busy: boolean;
  /** An i18n key: the server refused the code. */
  codeError?: string;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['payout', 'validation']);
  const send = $api.useMutation('post', '/apiBack/v1/user/payment-methods/code');
  const [code, setCode] = useState('');
  const sendCode = send.mutate;
  useEffect(() => {
    if (open) sendCode({});
  }, [open, sendCode]);
  const phone = send.data?.data.phone;
  const typed = String(normaliseNumericText(code));
  const error = codeError ?? (send.isError ? errorMessageKey(send.error) : undefined);
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      onExitComplete={() => setCode('')}
      alert
      title={t('payout:confirm.title')}
      testId="payout-confirm"
      footer={
        <DialogActions
          cancel={t('payout:confirm.cancel')}
          onCancel={onCancel}
          confirm={t('payout:confirm.confirm')}
          onConfirm={() => onConfirm(typed)}
          busy={busy}
          disabled={!/^\d{4,6}$/.test(typed)}
          testId="payout-confirm-button"
        />
      }
    >
      <Stack gap="4">
        <Text>{t('payout:confirm.body', { method: t(`payout:methods.${method}`) })}</Text>
        <Text color="fg.muted">
          {phone ? (
            <Trans
              t={t}
              i18nKey="payout:confirm.sentTo"
              values={{ phone: formatSaudiMobile(phone) }}
              components={[<bdi key="phone" dir="ltr" />]}
            />
          ) : (
            t('payout:confirm.sending')
          )}
        </Text>
        <FormField label={t('payout:fields.code')} error={codeError && t(codeError)}>
          <Input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            dir="ltr"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-testid="payout-code"
          />
        </FormField>
        {error && !codeError && (
          <Alert.Root status="error" role="alert">
            <Alert.Description>{t(error)}</Alert.Description>
          </Alert.Root>
        )}
        <Button
          variant="plain"
          colorPalette="brand"
          alignSelf="start"
          px="0"
          onClick={() => sendCode({})}
          loading={send.isPending}
        >
          {t('payout:confirm.resend')}
        </Button>
      </Stack>
    </AppDialog>
  );
}
