// A confirmation that may ask why (cancelling, rejecting): 3 to 500 characters, checked
// with the same rule as the backend (schemas/contract.ts), kept open with the server's
// message when the request fails.
import { useState } from 'react';
import { Alert, Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { contractReasonSchema } from '@schemas/contract';

export function ReasonDialog({
  open,
  title,
  body,
  confirm,
  cancel,
  reasonLabel,
  asksReason = true,
  busy,
  error,
  danger,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  /** Label of the reason box (shown when `asksReason`). */
  reasonLabel: string;
  asksReason?: boolean;
  busy?: boolean;
  /** The failed request's message, translated. */
  error?: string;
  /** The confirm button is red (a step that cannot be undone). */
  danger?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('validation');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const check = contractReasonSchema.safeParse({ reason });
  const invalid = asksReason && !check.success;
  const submit = () => {
    setTouched(true);
    if (!invalid) onConfirm(check.data?.reason ?? '');
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onCancel()}
      onExitComplete={() => {
        setReason('');
        setTouched(false);
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="reason-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{body}</Text>
                {asksReason && (
                  <Field.Root invalid={touched && invalid}>
                    <Field.Label>{reasonLabel}</Field.Label>
                    <Textarea
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                      onBlur={() => setTouched(true)}
                      rows={3}
                      dir="auto"
                      maxLength={500}
                    />
                    <Field.ErrorText>{t('contractReasonLength')}</Field.ErrorText>
                  </Field.Root>
                )}
                {error && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Description>{error}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button variant="outline" onClick={onCancel}>
                {cancel}
              </Button>
              <Button
                colorPalette={danger ? 'red' : 'brand'}
                onClick={submit}
                loading={busy}
                data-testid="reason-dialog-confirm"
              >
                {confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
