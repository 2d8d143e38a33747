// Confirming a change of receiving method: says where the money will go from now on,
// sends a code to the account's phone when it opens, and takes the code. A wrong code
// keeps the dialog open with the message; anything else is shown on the form.
import { useEffect, useState } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Trans, useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { formatSaudiMobile } from '@/domain';
import { normaliseNumericText } from '@schemas/lib/text';
import type { PayoutBody } from './payout-form-schema';

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
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onCancel()}
      onExitComplete={() => setCode('')}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="payout-confirm">
            <Dialog.Header>
              <Dialog.Title>{t('payout:confirm.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
                <Field.Root invalid={Boolean(codeError)}>
                  <Field.Label>{t('payout:fields.code')}</Field.Label>
                  <Input
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    dir="ltr"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    data-testid="payout-code"
                  />
                  <Field.ErrorText>{codeError && t(codeError)}</Field.ErrorText>
                </Field.Root>
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
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button variant="outline" onClick={onCancel}>
                {t('payout:confirm.cancel')}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => onConfirm(typed)}
                disabled={!/^\d{4,6}$/.test(typed)}
                loading={busy}
                data-testid="payout-confirm-button"
              >
                {t('payout:confirm.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
