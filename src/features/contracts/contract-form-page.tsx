// The contract form's three uses: a new custom contract (/contracts/create-custom-contracts,
// the lessor's side filled from the profile), a booking's rent contract
// (/contracts/create-rent-contract/:reservationId, filled from the booking) and a draft
// being edited (/contracts/edit-contract/:id; sent and later cannot be). Drafts of each
// survive a reload; saving leads to the contract's page, where it is sent.
import { useMemo, type ReactNode } from 'react';
import { Alert, Box, Button, Heading, HStack } from '@chakra-ui/react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api, apiKey } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { QueryState } from '@/components/query-state';
import { isContractEditable } from '@/domain/contract';
import { WizardPage } from '@/engines/wizard';
import { toaster } from '@/lib/toaster';
import { contractInputSchema } from '@schemas/contract';
import { lessorContractPath } from './contracts-table';
import { makeContractWizard, type ContractWizardTarget } from './contract-wizard';

type Contract = components['schemas']['Contract'];

function Frame({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  const { t } = useTranslation('contracts');
  return (
    <Box>
      <HStack justify="space-between" mb="5" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <Button asChild variant="outline" size="sm">
          <Link to={back}>{t('actions.back')}</Link>
        </Button>
      </HStack>
      {children}
    </Box>
  );
}

const FORM_KEYS = new Set(Object.keys(contractInputSchema.shape));

/** The form's fields out of what the API gives (a contract's computed parts stay out). */
const asForm = (values: object): FieldValues =>
  Object.fromEntries(
    Object.entries(values).filter(([k, v]) => FORM_KEYS.has(k) && v !== undefined && v !== null),
  );

function useContractForm({ contractId, reservationId }: ContractWizardTarget) {
  const models = $api.useQuery('get', '/apiBack/v1/user/contract-models', {
    params: { query: { per_page: 100 } },
  });
  const options = useMemo(
    () => (models.data?.data.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
    [models.data],
  );
  const def = useMemo(
    () => makeContractWizard(options, { contractId, reservationId }),
    [options, contractId, reservationId],
  );
  return { def, models };
}

/** Once saved: the lists and details it changed are stale, a toast, and the contract opens. */
function useDone() {
  const { t } = useTranslation('contracts');
  return {
    invalidates: [
      apiKey('get', '/apiBack/v1/user/contracts'),
      apiKey('get', '/apiBack/v1/user/contracts/{id}'),
      apiKey('get', '/apiBack/v1/user/reservations/{id}'),
    ],
    onDone: () => toaster.create({ type: 'success', title: t('form.saved') }),
    doneTo: (c: Contract) => lessorContractPath(c),
  };
}

export function CreateCustomContractPage() {
  const { t } = useTranslation(['contracts', 'wizard']);
  const form = useContractForm({});
  const profile = $api.useQuery('get', '/apiBack/v1/user/profile');
  const done = useDone();
  return (
    <Frame title={t('form.customTitle')} back="/dashboard/contracts/custom-contracts">
      <WizardPage
        def={form.def}
        queries={[form.models, profile]}
        record={profile.data?.data}
        // The lessor's side is filled from the profile.
        toValues={(me) =>
          asForm({
            lessor_name: me.company_name || me.full_name,
            lessor_id_type: me.commercial_register ? 'commercial_register' : me.identity_type,
            lessor_id_number: me.commercial_register ?? me.identity_number,
            lessor_mobile: me.phone,
            lessor_email: me.email,
          })
        }
        scope="custom-new"
        {...done}
      />
    </Frame>
  );
}

export function CreateRentContractPage() {
  const { t } = useTranslation(['contracts', 'wizard']);
  const reservationId = Number(useParams().reservationId);
  const form = useContractForm({ reservationId });
  const prefill = $api.useQuery('get', '/apiBack/v1/user/reservations/{id}/contract-prefill', {
    params: { path: { id: reservationId } },
  });
  const done = useDone();
  const body = (
    <QueryState
      queries={[form.models, prefill]}
      label={t('wizard:loading')}
      renderError={(error) => (
        <Alert.Root status="error" role="alert">
          <Alert.Description>{t(errorMessageKey(error))}</Alert.Description>
        </Alert.Root>
      )}
    >
      {(_models, { data }) => (
        <WizardPage
          def={form.def}
          record={data}
          toValues={asForm}
          scope={`reservation-${reservationId}`}
          resumePrompt={false}
          {...done}
        />
      )}
    </QueryState>
  );
  return (
    <Frame
      title={t('form.rentTitle', { id: reservationId })}
      back={`/dashboard/reservations/${reservationId}`}
    >
      {body}
    </Frame>
  );
}

export function EditContractPage() {
  const { t } = useTranslation(['contracts', 'wizard']);
  const id = Number(useParams().id);
  const form = useContractForm({ contractId: id });
  const query = $api.useQuery('get', '/apiBack/v1/user/contracts/{id}', {
    params: { path: { id } },
  });
  const c = query.data?.data;
  const done = useDone();
  const loadFailed = (
    <Alert.Root status="error" role="alert">
      <Alert.Description>{t('detail.loadFailed')}</Alert.Description>
    </Alert.Root>
  );
  const body = (
    <QueryState
      queries={[form.models, query]}
      label={t('wizard:loading')}
      renderError={() => loadFailed}
    >
      {(_models, { data: contract }) =>
        !isContractEditable(contract.status) ? (
          <Alert.Root status="warning" role="alert" data-testid="not-editable">
            <Alert.Description>
              {t('validation:contractNotEditable')}{' '}
              <Link to={lessorContractPath(contract)}>{t('form.openContract')}</Link>
            </Alert.Description>
          </Alert.Root>
        ) : (
          <WizardPage
            def={form.def}
            record={contract}
            toValues={({ reservation_id: _fixed, ...data }) => asForm(data)}
            scope={`contract-${id}`}
            resumePrompt={false}
            {...done}
          />
        )
      }
    </QueryState>
  );
  return (
    <Frame
      title={c ? t('form.editTitle', { number: c.number }) : t('form.editTitle', { number: '' })}
      back={c ? lessorContractPath(c) : '/dashboard/contracts/rent-contract'}
    >
      {body}
    </Frame>
  );
}
