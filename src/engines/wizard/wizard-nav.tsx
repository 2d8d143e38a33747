// Previous / Next / Send under the step, and what holds them while a file is sending.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function WizardNav({
  ns,
  single,
  atStart,
  atEnd,
  busy,
  uploading,
  submitLabel,
  onPrevious,
  onNext,
  onSend,
}: {
  ns: string;
  /** A one-step wizard is a plain form: only its send button. */
  single: boolean;
  atStart: boolean;
  atEnd: boolean;
  busy: boolean;
  uploading: boolean;
  /** The send button's label (i18n key in ns); default "Send". */
  submitLabel?: string;
  onPrevious: () => void;
  onNext: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation([ns, 'wizard']);
  return (
    <>
      {/* Buttons keep focus on mousedown: a field's blur would re-validate it, remove its
        error text and shift the button away between mousedown and mouseup (lost click). */}
      <HStack
        justify={single ? 'start' : 'space-between'}
        mt="8"
        gap="3"
        onMouseDown={(e) => e.preventDefault()}
      >
        {!single && (
          <Button variant="outline" onClick={onPrevious} disabled={atStart || busy}>
            {t('wizard:previous')}
          </Button>
        )}
        {atEnd ? (
          <Button
            colorPalette="brand"
            _hover={{ bg: 'brand.700' }}
            loading={busy}
            disabled={uploading}
            onClick={onSend}
          >
            {submitLabel ? t(submitLabel, { ns }) : t('wizard:send')}
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            _hover={{ bg: 'brand.700' }}
            onClick={onNext}
            loading={busy}
            disabled={uploading}
          >
            {t('wizard:next')}
          </Button>
        )}
      </HStack>
      {uploading && (
        <Text mt="3" color="orange.700" role="status">
          {t('wizard:uploading')}
        </Text>
      )}
    </>
  );
}
