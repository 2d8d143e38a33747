// /dashboard/contracts/edit-contract-model/:id ("new" creates one): the lessor's own model
// on the model form; a platform model is shown read-only with its preview and a way to
// duplicate it (the copy is the lessor's to change).
import { useMemo } from 'react';
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api, apiKey } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { QueryState } from '@/components/query-state';
import { WizardPage } from '@/engines/wizard';
import { toaster } from '@/lib/toaster';
import { modelPath } from './contract-models-table';
import { makeModelWizard } from './model-wizard';
import { ClausesPreviews } from './model-preview';

type Model = components['schemas']['ContractModel'];
const LIST = '/dashboard/contracts/contract-models';

/** A platform model: its clauses and preview, and "duplicate to change it". */
function PlatformModel({ model }: { model: Model }) {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const form = useForm({ defaultValues: { body_ar: model.body_ar, body_en: model.body_en } });
  const duplicate = $api.useMutation('post', '/apiBack/v1/user/contract-models/{id}/duplicate', {
    onSuccess: (res) => navigate(modelPath(res.data)),
    onError: (e) => toaster.create({ type: 'error', title: t(errorMessageKey(e)) }),
  });
  return (
    <Stack gap="4">
      <Alert.Root status="info">
        <Alert.Description>{t('models.platformNote')}</Alert.Description>
      </Alert.Root>
      <Text>
        {t('models.fields.type')}: {t(`enums.contractType.${model.type}`)}
      </Text>
      <HStack>
        <Button
          colorPalette="brand"
          loading={duplicate.isPending}
          onClick={() => duplicate.mutate({ params: { path: { id: model.id } } })}
        >
          {t('models.duplicateToEdit')}
        </Button>
      </HStack>
      <FormProvider {...form}>
        <ClausesPreviews />
      </FormProvider>
    </Stack>
  );
}

export function ContractModelPage() {
  const { t } = useTranslation(['contracts', 'wizard']);
  const param = useParams().id;
  const id = param === 'new' ? undefined : Number(param);
  const query = $api.useQuery(
    'get',
    '/apiBack/v1/user/contract-models/{id}',
    { params: { path: { id: id ?? 0 } } },
    { enabled: Boolean(id) },
  );
  const model = query.data?.data;
  const def = useMemo(() => makeModelWizard(id), [id]);
  const form = (m?: Model) =>
    m?.owner === 'platform' ? (
      <PlatformModel model={m} />
    ) : (
      <WizardPage
        def={def}
        record={m}
        toValues={(r) => ({ name: r.name, type: r.type, body_ar: r.body_ar, body_en: r.body_en })}
        scope={id ? `model-${id}` : 'model-new'}
        resumePrompt={false}
        invalidates={[apiKey('get', '/apiBack/v1/user/contract-models')]}
        onDone={() => toaster.create({ type: 'success', title: t('models.saved') })}
        doneTo={LIST}
      />
    );
  // A new model has no query to wait for (a disabled query stays pending).
  const body = id ? (
    <QueryState
      queries={[query]}
      label={t('wizard:loading')}
      renderError={() => (
        <Text role="alert" color="red.700">
          {t('detail.loadFailed')}
        </Text>
      )}
    >
      {({ data }) => form(data)}
    </QueryState>
  ) : (
    form()
  );
  return (
    <Box>
      <HStack justify="space-between" mb="5" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {model ? model.name : t('models.addTitle')}
        </Heading>
        <Button asChild variant="outline" size="sm">
          <Link to={LIST}>{t('actions.back')}</Link>
        </Button>
      </HStack>
      {body}
    </Box>
  );
}
