// The end of a one-page form of useZodForm: its form-level message (FormError), then the
// submit button, spinning while the submit runs, and, for a form that can be left, a quiet
// cancel beside it. One place for the pair, so every form ends alike; a form in a dialog
// uses FormDialog (its buttons are the dialog's footer).
import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { FormError } from './form-error';

export function FormActions({
  form,
  submit,
  submitTestId,
  errorTestId,
  size,
  fullWidth,
  danger,
  disabled,
  cancel,
}: {
  /** The form (useZodForm): its form-level message and whether it is sending. */
  form: { formError: string | undefined; formState: { isSubmitting: boolean } };
  /** The submit button's content. */
  submit: ReactNode;
  submitTestId?: string;
  errorTestId?: string;
  size?: 'sm' | 'md' | 'lg';
  /** The button spans the form (the sign-in steps, the payment); otherwise it sits at the start. */
  fullWidth?: boolean;
  /** A report or another action against someone: red. */
  danger?: boolean;
  disabled?: boolean;
  /** A ghost button after the submit that closes the form without sending it. */
  cancel?: { label: string; onClick: () => void };
}) {
  const button = (
    <Button
      type="submit"
      colorPalette={danger ? 'red' : 'brand'}
      size={size}
      alignSelf={fullWidth || cancel ? undefined : 'flex-start'}
      loading={form.formState.isSubmitting}
      disabled={disabled}
      data-testid={submitTestId}
    >
      {submit}
    </Button>
  );
  return (
    <>
      <FormError message={form.formError} testId={errorTestId} />
      {cancel ? (
        <HStack gap="2">
          {button}
          <Button variant="ghost" size={size} onClick={cancel.onClick}>
            {cancel.label}
          </Button>
        </HStack>
      ) : (
        button
      )}
    </>
  );
}
