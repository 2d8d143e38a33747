// /dashboard/prices/coupons/new and /dashboard/prices/coupons/:id (edit).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { $api, apiKey } from '@/api/query';
import { WizardPage } from '@/engines/wizard';
import { makeCouponWizard } from './coupon-wizard';
import { PricesFrame } from './prices-frame';
import { useUnitOptions } from './use-unit-options';

export function CouponFormPage() {
  const { t } = useTranslation('prices');
  const id = Number(useParams().id) || undefined;
  const units = useUnitOptions();
  const coupon = $api.useQuery(
    'get',
    '/apiBack/v1/user/coupons/{id}',
    { params: { path: { id: id ?? 0 } } },
    { enabled: Boolean(id) },
  );
  const def = useMemo(
    () => makeCouponWizard(units.options, id, { maxPriceOf: units.maxPriceOf }),
    [units.options, id, units.maxPriceOf],
  );
  return (
    <PricesFrame title={t(id ? 'coupons.editTitle' : 'coupons.addTitle')}>
      <WizardPage
        def={def}
        queries={id ? [units.query, coupon] : [units.query]}
        record={coupon.data?.data}
        toValues={({ id: _i, units: _u, used_count: _n, ...rest }) => rest}
        scope={id ? `coupon-${id}` : 'coupon-new'}
        resumePrompt={false}
        invalidates={[apiKey('get', '/apiBack/v1/user/coupons')]}
        doneTo="/dashboard/prices/coupons"
      />
    </PricesFrame>
  );
}
