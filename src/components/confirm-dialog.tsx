// A two-choice confirmation (publish / review first; discard draft / keep it; delete a row).
// A blocker (e.g. "Please verify account" before publishing) replaces the confirm choice.
import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AppDialog } from './app-dialog';
import { DialogActions } from './dialog-actions';

export function ConfirmDialog({
  open,
  title,
  body,
  confirm,
  cancel,
  onConfirm,
  onCancel,
  busy,
  confirmDisabled,
  blocker,
}: {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** The confirm button stays off (the body says why, e.g. a record still in use). */
  confirmDisabled?: boolean;
  /** Why the action cannot be confirmed yet, with what to do: shown, and no confirm button. */
  blocker?: ReactNode;
}) {
  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      alert
      title={title}
      footer={
        <DialogActions
          cancel={cancel}
          onCancel={onCancel}
          confirm={confirm}
          onConfirm={onConfirm}
          canConfirm={!blocker}
          busy={busy}
          disabled={confirmDisabled}
        />
      }
    >
      <Stack gap="4">
        <Text>{body}</Text>
        {blocker}
      </Stack>
    </AppDialog>
  );
}
