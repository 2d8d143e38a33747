// The change-status confirmation: names the action, asks a reason when the contract wants
// one (3..500 characters), keeps the dialog open with the server's message on failure.
import { useState } from 'react';
import { Alert, Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { needsReason, type OrderAction } from './reservation-actions';

export function StatusDialog({
  action,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  action?: OrderAction;
  busy: boolean;
  error?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('reservations');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const asks = action ? needsReason(action) : false;
  const invalid = asks && reason.trim().length < 3;
  const confirm = () => {
    setTouched(true);
    if (!invalid) onConfirm(reason.trim());
  };
  return (
    <Dialog.Root
      open={Boolean(action)}
      onOpenChange={(e) => !e.open && onCancel()}
      onExitComplete={() => {
        setReason('');
        setTouched(false);
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('confirm.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{action && t(`confirm.${action}`)}</Text>
                {asks && (
                  <Field.Root invalid={touched && invalid}>
                    <Field.Label>{t('fields.reason')}</Field.Label>
                    <Textarea
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                      onBlur={() => setTouched(true)}
                      rows={3}
                      dir="auto"
                      maxLength={500}
                    />
                    <Field.ErrorText>{t('confirm.reasonShort')}</Field.ErrorText>
                  </Field.Root>
                )}
                {error && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Description>{error}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button variant="outline" onClick={onCancel}>
                {t('confirm.back')}
              </Button>
              <Button colorPalette="brand" onClick={confirm} loading={busy}>
                {action && t(`actions.${action}`)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
