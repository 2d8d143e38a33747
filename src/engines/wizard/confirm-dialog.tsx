// A two-choice confirmation (publish / review first; discard draft / keep it).
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

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
              <Text>{body}</Text>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button variant="outline" onClick={onCancel}>
                {cancel}
              </Button>
              <Button
                colorPalette="brand"
                _hover={{ bg: 'brand.700' }}
                onClick={onConfirm}
                loading={busy}
                disabled={confirmDisabled}
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
