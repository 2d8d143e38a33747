// A dialog holding one form of the form engine: title, body of fields, cancel and submit
// (spinning while it sends), a server 422 placed on its fields by useZodForm, the other
// failures above the buttons; it closes on success and keeps what was typed on failure.
// It lives in the form engine because it drives a `ZodForm` (src/components may not import
// engines); its frame is the shared AppDialog.
import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import type { z } from 'zod';
import { AppDialog } from '@/components/app-dialog';
import { DialogActions } from '@/components/dialog-actions';
import { FormError } from './form-error';
import type { FormSchema, ZodForm } from './use-zod-form';

export function FormDialog<S extends FormSchema>({
  open,
  title,
  form,
  onSubmit,
  onClose,
  onDone = onClose,
  submitLabel,
  cancelLabel,
  children,
  danger,
  testId,
  submitTestId,
  errorTestId,
}: {
  open: boolean;
  title: ReactNode;
  /** The form (useZodForm); its values survive a failed submit. */
  form: ZodForm<S>;
  /** Sends the parsed values; a throw lands on the form and the dialog stays open. */
  onSubmit: (values: z.output<S>) => unknown;
  /** Cancel, Escape, the backdrop. */
  onClose: () => void;
  /** After a successful submit (a toast, a refresh); closing is the caller's. Default: onClose. */
  onDone?: () => void;
  submitLabel: string;
  cancelLabel: string;
  /** The fields. */
  children: ReactNode;
  danger?: boolean;
  testId?: string;
  submitTestId?: string;
  /** `data-testid` of the form-level message. */
  errorTestId?: string;
}) {
  const submit = form.submit(async (values) => {
    await onSubmit(values);
    onDone();
  });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      testId={testId}
      onSubmit={(e) => void submit(e)}
      footer={
        <DialogActions
          cancel={cancelLabel}
          onCancel={onClose}
          confirm={submitLabel}
          busy={form.formState.isSubmitting}
          danger={danger}
          testId={submitTestId}
        />
      }
    >
      <Stack gap="4">
        {children}
        <FormError message={form.formError} testId={errorTestId} />
      </Stack>
    </AppDialog>
  );
}
