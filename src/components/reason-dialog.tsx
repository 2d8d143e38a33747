// A confirmation that may ask why (cancelling, rejecting): 3 to 500 characters, checked
// with the same rule as the backend (schemas/contract.ts: contractReasonSchema, the
// contract's ReasonInput), kept open with the server's message when the request fails.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useTranslation } from 'react-i18next';
import { contractReasonSchema } from '@schemas/contract';
import { AppDialog } from './app-dialog';
import { DialogActions } from './dialog-actions';
import { FormField } from './form-field';

export function ReasonDialog({
  open,
  title,
  body,
  confirm,
  cancel,
  reasonLabel,
  asksReason = true,
  reasonRequired,
  canConfirm = true,
  busy,
  error,
  danger,
  testId = 'reason-dialog',
  onConfirm,
  onCancel,
  onExitComplete,
}: {
  open: boolean;
  title: string;
  /** What is confirmed: a sentence, or a preview (a refund, ...). */
  body: ReactNode;
  confirm: string;
  cancel: string;
  /** Label of the reason box (shown when `asksReason`). */
  reasonLabel: string;
  asksReason?: boolean;
  /** The reason box is announced as required (aria-required; no visible mark, as before). */
  reasonRequired?: boolean;
  /** False while the action is not possible (the body says why): no reason box, no confirm. */
  canConfirm?: boolean;
  busy?: boolean;
  /** The failed request's message, translated. */
  error?: string;
  /** The confirm button is red (a step that cannot be undone). */
  danger?: boolean;
  /** `<testId>`, `<testId>-reason` and `<testId>-confirm`. */
  testId?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  onExitComplete?: () => void;
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
    <AppDialog
      open={open}
      onClose={onCancel}
      onExitComplete={() => {
        setReason('');
        setTouched(false);
        onExitComplete?.();
      }}
      alert
      title={title}
      testId={testId}
      footer={
        <DialogActions
          cancel={cancel}
          onCancel={onCancel}
          confirm={confirm}
          onConfirm={submit}
          canConfirm={canConfirm}
          busy={busy}
          danger={danger}
          testId={`${testId}-confirm`}
        />
      }
    >
      <Stack gap="4">
        {typeof body === 'string' ? <Text>{body}</Text> : body}
        {asksReason && canConfirm && (
          <FormField
            label={reasonLabel}
            required={reasonRequired}
            noMark
            error={touched && invalid ? t('contractReasonLength') : undefined}
          >
            <Textarea
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              onBlur={() => setTouched(true)}
              rows={3}
              dir="auto"
              maxLength={500}
              data-testid={`${testId}-reason`}
            />
          </FormField>
        )}
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Description>{error}</Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </AppDialog>
  );
}
