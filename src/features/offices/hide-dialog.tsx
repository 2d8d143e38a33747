// Hiding a published office from tenants without running the wizard again: at once and
// until shown again, or until a date (a snooze: it shows again by itself from that date).
import { useState } from 'react';
import { Input, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { AppDialog } from '@/components/app-dialog';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';

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
    <AppDialog
      open={Boolean(office)}
      onClose={onClose}
      onExitComplete={() => setUntil('')}
      title={t('hide.title')}
      testId="hide-dialog"
      footer={
        <DialogActions
          cancel={t('checklist.close')}
          onCancel={onClose}
          confirm={t('hide.confirm')}
          onConfirm={() => office && onHide(office, until || undefined)}
          busy={busy}
          disabled={tooEarly}
        />
      }
    >
      <Text fontWeight="bold" mb="2">
        {office?.name}
      </Text>
      <Text mb="4">{t('hide.body')}</Text>
      <FormField
        label={t('hide.until')}
        helper={t('hide.untilHint')}
        error={tooEarly ? t('hide.untilPast') : undefined}
      >
        <Input
          type="date"
          dir="ltr"
          min={tomorrow}
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          data-testid="hide-until"
        />
      </FormField>
    </AppDialog>
  );
}
