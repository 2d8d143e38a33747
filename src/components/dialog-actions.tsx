// The footer most dialogs end with: a cancel button, then the primary action (brand colours,
// red for a destructive one), busy while its request runs. One place for the pair, so every
// dialog's buttons look and behave alike (AppDialog's `footer`).
import { Button } from '@chakra-ui/react/button';

export interface DialogActionsProps {
  cancel: string;
  onCancel: () => void;
  confirm: string;
  /** Without it the primary button submits the dialog's form (FormDialog, AppDialog onSubmit). */
  onConfirm?: () => void;
  /** False: only the cancel button (nothing to confirm, e.g. a blocker is shown). */
  canConfirm?: boolean;
  busy?: boolean;
  disabled?: boolean;
  /** A destructive action (delete, cancel a booking): red. */
  danger?: boolean;
  testId?: string;
}

export function DialogActions({
  cancel,
  onCancel,
  confirm,
  onConfirm,
  canConfirm = true,
  busy,
  disabled,
  danger,
  testId,
}: DialogActionsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {cancel}
      </Button>
      {canConfirm && (
        <Button
          type={onConfirm ? 'button' : 'submit'}
          colorPalette={danger ? 'red' : 'brand'}
          _hover={danger ? undefined : { bg: 'brand.700' }}
          onClick={onConfirm}
          loading={busy}
          disabled={disabled}
          data-testid={testId}
        >
          {confirm}
        </Button>
      )}
    </>
  );
}
