// The one dialog frame every dialog is built on: backdrop, centred box, title, body and a
// footer of buttons; a form dialog wraps the three in a <form> so Enter submits. Screens
// never write Chakra's Dialog parts themselves (eslint: local/shared-dialogs).
import type { ReactNode } from 'react';
import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';

export interface AppDialogProps {
  open: boolean;
  /** Escape, the backdrop, the close button: the dialog asks to close. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** The buttons, end-aligned with a gap. */
  footer?: ReactNode;
  /** A confirmation (cancel, delete, publish): read as an alert dialog. */
  alert?: boolean;
  /** The × in the corner, with this accessible name. */
  closeLabel?: string;
  /** The × comes first and takes the focus on opening (a long body to read, not to fill). */
  closeFirst?: boolean;
  /** With it, header, body and footer sit in a <form> (Enter submits). */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  /** Runs once the closing animation ends (clear what was typed). */
  onExitComplete?: () => void;
  testId?: string;
  size?: Dialog.RootProps['size'];
  /** Centred (the default) or from the top (a tall preview). */
  placement?: 'center' | 'top';
  /** False: a click outside does not close it (a sign-in half done). */
  closeOnOutside?: boolean;
  /** A long body scrolls inside the box, the header and footer stay. */
  scrollInside?: boolean;
  /** Inline margin; default: a centred dialog keeps a small one, so on a phone it never
   *  touches the screen's edges (a top-placed one sizes itself, e.g. full screen). */
  mx?: string;
}

export function AppDialog({
  open,
  onClose,
  title,
  children,
  footer,
  alert,
  closeLabel,
  closeFirst,
  onSubmit,
  onExitComplete,
  testId,
  size,
  placement = 'center',
  scrollInside,
  closeOnOutside,
  mx,
}: AppDialogProps) {
  const close = closeLabel && (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label={closeLabel} />
    </Dialog.CloseTrigger>
  );
  const inner = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      {footer && <Dialog.Footer gap="3">{footer}</Dialog.Footer>}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      onExitComplete={onExitComplete}
      role={alert ? 'alertdialog' : undefined}
      placement={placement}
      size={size}
      scrollBehavior={scrollInside ? 'inside' : undefined}
      closeOnInteractOutside={closeOnOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid={testId}
            mx={mx ?? (placement === 'center' ? '3' : undefined)}
          >
            {closeFirst && close}
            {onSubmit ? (
              <form onSubmit={onSubmit} noValidate>
                {inner}
              </form>
            ) : (
              inner
            )}
            {!closeFirst && close}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
