// The one "pick a file" button: a real button (focusable, Enter and Space open the
// browser's file chooser) over a hidden `<input type="file">` named for screen readers and
// tests. The input is cleared after every pick, so choosing the same file again (after a
// refusal, or after removing it) fires again. While a file uploads the button is disabled.
// Screens never write a file input themselves (eslint: local/shared-dialogs).
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function FilePickButton({
  label,
  children,
  onFiles,
  accept,
  multiple,
  busy,
  buttonLabel,
  inputTestId,
  testId,
  size,
  variant = 'outline',
  colorPalette = 'brand',
  alignSelf,
}: {
  /** The input's accessible name: what is picked ("Logo", "Base contract"), translated. */
  label: string;
  /** The button's text; "Choose a file" / "اختر ملفًا" when none is given. */
  children?: ReactNode;
  /** The chosen files (one unless `multiple`); never called with none. */
  onFiles: (files: File[]) => void;
  /** The file chooser's filter: MIME types and extensions, as the rule in schemas/ allows. */
  accept?: string;
  multiple?: boolean;
  /** An upload is running: the button is disabled until it ends. */
  busy?: boolean;
  /** The button's own accessible name when its text alone is vague ("Replace" → "Replace the deed"). */
  buttonLabel?: string;
  inputTestId?: string;
  testId?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  colorPalette?: ButtonProps['colorPalette'];
  alignSelf?: ButtonProps['alignSelf'];
}) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        aria-label={label}
        data-testid={inputTestId}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Button
        type="button"
        variant={variant}
        colorPalette={colorPalette}
        size={size}
        alignSelf={alignSelf}
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-label={buttonLabel}
        data-testid={testId}
      >
        {children ?? t('upload.choose')}
      </Button>
    </>
  );
}
