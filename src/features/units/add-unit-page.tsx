// /addunit/:id (new unit of office :id) and /addunit/:id/:unitId (edit).
import { useMemo } from 'react';
import { Box, Heading, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { Wizard } from '@/engines/wizard';
import { makeUnitWizard } from './unit-wizard';

export function AddUnitPage() {
  const { t } = useTranslation(['units', 'wizard']);
  const params = useParams();
  const officeId = Number(params.id);
  const unitId = params.unitId ? Number(params.unitId) : undefined;
  const navigate = useNavigate();
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
  const initialValues = useMemo(() => {
    if (!unit.data) return undefined;
    const {
      id: _i,
      office_id: _o,
      prices: _p,
      images: _im,
      main_image: _m,
      ...rest
    } = unit.data.data;
    return rest;
  }, [unit.data]);
  // The office first: its units give the codes already taken (the form checks them).
  if ((unitId && unit.isPending) || office.isPending)
    return <Spinner role="status" aria-label={t('wizard:loading')} />;
  return (
    <Box maxW="4xl" mx="auto" py="6" px="4">
      <Heading as="h1" size="xl" mb="2">
        {t(unitId ? 'editTitle' : 'addTitle')}
      </Heading>
      {office.data && (
        <Heading as="p" size="sm" color="fg.muted" mb="6">
          {office.data.data.name}
        </Heading>
      )}
      <Wizard
        key={unitId ?? `new-${officeId}`}
        def={def}
        scope={unitId ? String(unitId) : `office-${officeId}`}
        resumePrompt={!unitId}
        initialValues={initialValues}
        onDone={() => navigate(`/dashboard/properties/${officeId}`)}
      />
    </Box>
  );
}
