// /addunit/:id (new unit of office :id) and /addunit/:id/:unitId (edit).
import { useMemo } from 'react';
import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { QueryState } from '@/components/query-state';
import { WizardPage } from '@/engines/wizard';
import { makeUnitWizard } from './unit-wizard';

export function AddUnitPage() {
  const { t } = useTranslation(['units', 'wizard']);
  const params = useParams();
  const officeId = Number(params.id);
  const unitId = params.unitId ? Number(params.unitId) : undefined;
  const office = $api.useQuery('get', '/apiBack/v1/user/offices/{id}', {
    params: { path: { id: officeId } },
  });
  const unit = $api.useQuery(
    'get',
    '/apiBack/v1/user/units/{id}',
    { params: { path: { id: unitId ?? 0 } } },
    { enabled: Boolean(unitId) },
  );
  const siblings = office.data?.data.units;
  const def = useMemo(
    () =>
      makeUnitWizard(
        officeId,
        unitId,
        (siblings ?? []).flatMap((u) => (u.id !== unitId && u.code ? [u.code] : [])),
      ),
    [officeId, unitId, siblings],
  );
  // The office first: its units give the codes already taken (the form checks them). A failure
  // of the office or of the unit to edit is said with a retry rather than leaving an empty form.
  return (
    <QueryState queries={unitId ? [office, unit] : [office]} label={t('wizard:loading')}>
      {() => (
        <Box maxW="4xl" mx="auto" py="6" px="4">
          <Heading as="h1" size="xl" mb="2">
            {t(unitId ? 'editTitle' : 'addTitle')}
          </Heading>
          {office.data && (
            <Heading as="p" size="sm" color="fg.muted" mb="6">
              {office.data.data.name}
            </Heading>
          )}
          <WizardPage
            def={def}
            record={unit.data?.data}
            toValues={({
              id: _i,
              office_id: _o,
              prices: _p,
              images: _im,
              main_image: _m,
              ...rest
            }) => rest}
            scope={unitId ? String(unitId) : `office-${officeId}`}
            resumePrompt={!unitId}
            doneTo={`/dashboard/properties/${officeId}`}
          />
        </Box>
      )}
    </QueryState>
  );
}
