// Hiding a published office from tenants without running the wizard again: at once and
// until shown again, or until a date (a snooze: it shows again by itself from that date).
import { useState } from 'react';
import { Button, Dialog, Field, Input, Portal, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';

type Office = components['schemas']['Office'];

export function HideDialog({
  office,
  busy,
  onHide,
  onClose,
}: {
  office?: Office;
  busy: boolean;
  onHide: (o: Office, until?: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('offices');
  const [until, setUntil] = useState('');
  const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
  const tooEarly = until !== '' && until < tomorrow;
  return (
    <Dialog.Root
      open={Boolean(office)}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      onExitComplete={() => setUntil('')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="hide-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('hide.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontWeight="bold" mb="2">
                {office?.name}
              </Text>
              <Text mb="4">{t('hide.body')}</Text>
              <Field.Root invalid={tooEarly}>
                <Field.Label>{t('hide.until')}</Field.Label>
                <Input
                  type="date"
                  dir="ltr"
                  min={tomorrow}
                  value={until}
                  onChange={(e) => setUntil(e.target.value)}
                  data-testid="hide-until"
                />
                <Field.HelperText>{t('hide.untilHint')}</Field.HelperText>
                {tooEarly && <Field.ErrorText>{t('hide.untilPast')}</Field.ErrorText>}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button variant="outline" onClick={onClose}>
                {t('checklist.close')}
              </Button>
              <Button
                colorPalette="brand"
                _hover={{ bg: 'brand.700' }}
                loading={busy}
                disabled={tooEarly}
                onClick={() => office && onHide(office, until || undefined)}
              >
                {t('hide.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
