// A two-choice confirmation (publish / review first; discard draft / keep it). A blocker
// (e.g. "Please verify account" before publishing) replaces the confirm choice.
import type { ReactNode } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';

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
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onCancel()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{body}</Text>
                {blocker}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="3">
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
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
