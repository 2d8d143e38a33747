// What the wizard says about a draft found on opening: a new record's incomplete draft can
// be continued or discarded (after confirmation, in the wizard); changes to an existing
// record that were never sent are shown restored, with a way back to the saved values.
import { useState } from 'react';
import { Alert, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DraftNotice } from './use-wizard-draft';

/** The notice a draft found on opening calls for, and the confirmation before discarding it. */
export function DraftPrompt({
  notice,
  onKeep,
  onBackToSaved,
  onStartNew,
}: {
  notice: DraftNotice;
  /** Continue the draft (or keep the restored changes): the notice goes. */
  onKeep: () => void;
  /** Undo the restored changes: back to the record's saved values. */
  onBackToSaved: () => void;
  /** Start a new record, once confirmed (the draft is discarded). */
  onStartNew: () => Promise<void>;
}) {
  const { t } = useTranslation('wizard');
  const [discardOpen, setDiscardOpen] = useState(false);
  return (
    <>
      {notice && (
        <DraftAlert
          notice={notice}
          onKeep={onKeep}
          onLeave={notice === 'resume' ? () => setDiscardOpen(true) : onBackToSaved}
        />
      )}
      <ConfirmDialog
        open={discardOpen}
        title={t('discardTitle')}
        body={t('discardBody')}
        confirm={t('discardConfirm')}
        cancel={t('discardCancel')}
        onConfirm={() => {
          setDiscardOpen(false);
          void onStartNew();
        }}
        onCancel={() => setDiscardOpen(false)}
      />
    </>
  );
}

/** Each notice's test id and texts (wizard namespace): what it says, keep it, leave it. */
const NOTICES = {
  resume: {
    testId: 'wizard-resume',
    title: 'incompleteTitle',
    body: 'incompleteBody',
    keep: 'continue',
    leave: 'startNew',
  },
  restored: {
    testId: 'wizard-restored',
    title: 'restoredTitle',
    body: 'restoredBody',
    keep: 'keepChanges',
    leave: 'discardChanges',
  },
} as const;

/** The notice itself: what was found, keep it (primary), or leave it (start new, back to saved). */
function DraftAlert({
  notice,
  onKeep,
  onLeave,
}: {
  notice: keyof typeof NOTICES;
  onKeep: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('wizard');
  const text = NOTICES[notice];
  return (
    <Alert.Root status="info" mb="5" borderRadius="lg" data-testid={text.testId}>
      <Alert.Content>
        <Alert.Title>{t(text.title)}</Alert.Title>
        <Alert.Description>{t(text.body)}</Alert.Description>
        <HStack mt="3" gap="3" wrap="wrap">
          <Button size="sm" colorPalette="brand" _hover={{ bg: 'brand.700' }} onClick={onKeep}>
            {t(text.keep)}
          </Button>
          <Button size="sm" variant="outline" onClick={onLeave}>
            {t(text.leave)}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
