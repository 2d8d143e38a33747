// /dashboard/prices/offers/new and /dashboard/prices/offers/:id (edit).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { $api, apiKey } from '@/api/query';
import { WizardPage } from '@/engines/wizard';
import { makeOfferWizard } from './offer-wizard';
import { PricesFrame } from './prices-frame';
import { useUnitOptions } from './use-unit-options';

export function OfferFormPage() {
  const { t } = useTranslation('prices');
  const id = Number(useParams().id) || undefined;
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
  return (
    <PricesFrame title={t(id ? 'offers.editTitle' : 'offers.addTitle')}>
      <WizardPage
        def={def}
        queries={id ? [units.query, offer] : [units.query]}
        record={offer.data?.data}
        // An absent deposit may come back as null; the optional rule accepts only undefined.
        toValues={({ id: _i, units: _u, created_at: _c, ...rest }) =>
          Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null))
        }
        scope={id ? `offer-${id}` : 'offer-new'}
        resumePrompt={false}
        invalidates={[apiKey('get', '/apiBack/v1/user/offers')]}
        doneTo="/dashboard/prices/offers"
      />
    </PricesFrame>
  );
}
