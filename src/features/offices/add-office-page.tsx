// /addoffice and /addoffice/:id: the office wizard. A new office first offers to continue
// the lessor's incomplete one (server side); starting over deletes it after confirmation.
// An account not verified yet is told so in the publish confirmation, with the way to verify.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { loadWizardDraft, WizardPage } from '@/engines/wizard';
import { fileUrl, useSiteSettings } from '@/api/site-settings';
import { useNeedsVerification, VerifyAccountPrompt } from '@/components/verify-account-prompt';
import { deleteOffice } from './office-api';
import { officeToValues } from './office-values';
import { makeOfficeWizard } from './office-wizard';

export function AddOfficePage() {
  const { t, i18n } = useTranslation(['offices', 'wizard']);
  const { id } = useParams();
  const navigate = useNavigate();
  const { query: settings } = useSiteSettings();
  const search = $api.useQuery('get', '/apiBack/v1/user/settings/search_data');
  const office = $api.useQuery(
    'get',
    '/apiBack/v1/user/offices/{id}',
    { params: { path: { id: Number(id) } } },
    { enabled: Boolean(id) },
  );
  const hasLocalDraft = !id && Boolean(loadWizardDraft('offices', 'new'));
  const incomplete = $api.useQuery(
    'get',
    '/apiBack/v1/user/offices/incomplete',
    {},
    { enabled: !id && !hasLocalDraft, retry: false },
  );
  const [dismissed, setDismissed] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const needsVerification = useNeedsVerification();
  const host = settings.data?.file_host;
  const def = useMemo(
    () => makeOfficeWizard(search.data?.data, i18n.language, (p) => fileUrl(host, p) ?? p),
    [search.data, i18n.language, host],
  );

  // Only /addoffice asks: /addoffice/:id IS the draft (the same page instance stays mounted
  // across the move, and the cached answer with it, which used to ask again forever).
  const draft = incomplete.data?.data;
  const pending = !id && !dismissed && draft?.status === 'incomplete' ? draft : undefined;
  const resuming = office.data?.data.status === 'incomplete';

  // The form needs the search data (its choices) and, to edit, the office; a failure of either
  // is said with a retry rather than leaving an empty form. The incomplete-office question is
  // optional: without its answer the form simply starts.
  return (
    <QueryState queries={id ? [search, office] : [search]} label={t('wizard:loading')}>
      {() => (
        <Box maxW="4xl" mx="auto" py="6" px="4">
          <Heading as="h1" size="xl" mb="6">
            {t(id ? 'editTitle' : 'addTitle')}
          </Heading>
          {pending && (
            <Alert.Root status="info" mb="5" borderRadius="lg" data-testid="incomplete-office">
              <Alert.Content>
                <Alert.Title>{t('wizard:incompleteTitle')}</Alert.Title>
                <Alert.Description>{pending.name}</Alert.Description>
                <HStack mt="3" gap="3">
                  <Button
                    size="sm"
                    colorPalette="brand"
                    onClick={() => navigate(`/addoffice/${pending.id}`)}
                  >
                    {t('wizard:continue')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setConfirmOpen(true)}>
                    {t('wizard:startNew')}
                  </Button>
                </HStack>
              </Alert.Content>
            </Alert.Root>
          )}
          {/* The spec: starting a new office deletes the incomplete one only after confirmation,
          so the form waits for the lessor's choice. */}
          {!pending && (
            <WizardPage
              def={def}
              record={office.data?.data}
              toValues={officeToValues}
              scope={id ?? 'new'}
              initialDraftId={id}
              startAt={resuming ? 'first-invalid' : undefined}
              confirmBlocker={
                needsVerification ? <VerifyAccountPrompt reason="publish" /> : undefined
              }
              doneTo={(saved) => `/dashboard/properties?created=${saved.id}`}
            />
          )}
          <ConfirmDialog
            open={confirmOpen}
            title={t('wizard:discardTitle')}
            body={t('wizard:discardBody')}
            confirm={t('wizard:discardConfirm')}
            cancel={t('wizard:discardCancel')}
            onConfirm={async () => {
              if (pending) await deleteOffice(String(pending.id)).catch(() => undefined);
              setConfirmOpen(false);
              setDismissed(true);
            }}
            onCancel={() => setConfirmOpen(false)}
          />
        </Box>
      )}
    </QueryState>
  );
}
