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
      {notice === 'resume' && (
        <ResumeNotice onContinue={onKeep} onStartNew={() => setDiscardOpen(true)} />
      )}
      {notice === 'restored' && <RestoredNotice onKeep={onKeep} onDiscard={onBackToSaved} />}
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

export function ResumeNotice({
  onContinue,
  onStartNew,
}: {
  onContinue: () => void;
  onStartNew: () => void;
}) {
  const { t } = useTranslation('wizard');
  return (
    <Alert.Root status="info" mb="5" borderRadius="lg" data-testid="wizard-resume">
      <Alert.Content>
        <Alert.Title>{t('incompleteTitle')}</Alert.Title>
        <Alert.Description>{t('incompleteBody')}</Alert.Description>
        <HStack mt="3" gap="3" wrap="wrap">
          <Button size="sm" colorPalette="brand" _hover={{ bg: 'brand.700' }} onClick={onContinue}>
            {t('continue')}
          </Button>
          <Button size="sm" variant="outline" onClick={onStartNew}>
            {t('startNew')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

export function RestoredNotice({
  onKeep,
  onDiscard,
}: {
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('wizard');
  return (
    <Alert.Root status="info" mb="5" borderRadius="lg" data-testid="wizard-restored">
      <Alert.Content>
        <Alert.Title>{t('restoredTitle')}</Alert.Title>
        <Alert.Description>{t('restoredBody')}</Alert.Description>
        <HStack mt="3" gap="3" wrap="wrap">
          <Button size="sm" colorPalette="brand" _hover={{ bg: 'brand.700' }} onClick={onKeep}>
            {t('keepChanges')}
          </Button>
          <Button size="sm" variant="outline" onClick={onDiscard}>
            {t('discardChanges')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
