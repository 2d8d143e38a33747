// A two-choice confirmation (publish / review first; discard draft / keep it; delete a row).
// A blocker (e.g. "Please verify account" before publishing) replaces the confirm choice.
import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AppDialog } from './app-dialog';

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
        <>
          <Button variant="outline" onClick={onCancel}>
            {cancel}
          </Button>
          {!blocker && (
            <Button
              colorPalette="brand"
              _hover={{ bg: 'brand.700' }}
              onClick={onConfirm}
              loading={busy}
              disabled={confirmDisabled}
            >
              {confirm}
            </Button>
          )}
        </>
      }
    >
      <Stack gap="4">
        <Text>{body}</Text>
        {blocker}
      </Stack>
    </AppDialog>
  );
}
