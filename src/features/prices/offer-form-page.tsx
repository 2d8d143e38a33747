// /dashboard/prices/offers/new and /dashboard/prices/offers/:id (edit).
import { useMemo } from 'react';
import { Spinner } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { $api, apiKey } from '@/api/query';
import { Wizard } from '@/engines/wizard';
import { makeOfferWizard } from './offer-wizard';
import { PricesFrame } from './prices-frame';
import { useUnitOptions } from './use-unit-options';

export function OfferFormPage() {
  const { t } = useTranslation(['prices', 'wizard']);
  const id = Number(useParams().id) || undefined;
  const navigate = useNavigate();
  const client = useQueryClient();
  const units = useUnitOptions();
  const offer = $api.useQuery(
    'get',
    '/apiBack/v1/user/offers/{id}',
    { params: { path: { id: id ?? 0 } } },
    { enabled: Boolean(id) },
  );
  const def = useMemo(
    () => makeOfferWizard(units.options, id, { maxPriceOf: units.maxPriceOf }),
    [units.options, id, units.maxPriceOf],
  );
  const initialValues = useMemo(() => {
    if (!offer.data) return undefined;
    const { id: _i, units: _u, created_at: _c, ...rest } = offer.data.data;
    // An absent deposit may come back as null; the optional rule accepts only undefined.
    return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null));
  }, [offer.data]);
  const loading = units.isPending || (id && offer.isPending);
  return (
    <PricesFrame title={t(id ? 'offers.editTitle' : 'offers.addTitle')}>
      {loading ? (
        <Spinner role="status" aria-label={t('wizard:loading')} />
      ) : (
        <Wizard
          key={id ?? 'new'}
          def={def}
          scope={id ? `offer-${id}` : 'offer-new'}
          resumePrompt={false}
          initialValues={initialValues}
          onDone={() => {
            void client.invalidateQueries({ queryKey: apiKey('get', '/apiBack/v1/user/offers') });
            navigate('/dashboard/prices/offers');
          }}
        />
      )}
    </PricesFrame>
  );
}
