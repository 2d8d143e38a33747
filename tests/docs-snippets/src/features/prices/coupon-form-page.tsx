// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/prices/coupon-form-page.tsx
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { $api, apiKey } from '@/api/query';
import { WizardPage } from '@/engines/wizard';
import { makeCouponWizard } from './coupon-wizard';

export function CouponFormPage() {
  const id = Number(useParams().id) || undefined; // "new" → undefined
  const units = $api.useQuery('get', '/apiBack/v1/user/units');
  const coupon = $api.useQuery(
    'get',
    '/apiBack/v1/user/coupons/{id}',
    { params: { path: { id: id ?? 0 } } },
    { enabled: Boolean(id) },
  );
  const options = useMemo(
    () => (units.data?.data.data ?? []).map((u) => ({ value: String(u.id), label: u.name ?? '' })),
    [units.data],
  );
  const def = useMemo(() => makeCouponWizard(options, id), [options, id]);
  return (
    <WizardPage
      def={def}
      queries={id ? [units, coupon] : [units]} // a disabled query stays pending: only when editing
      record={coupon.data?.data}
      toValues={({ id: _id, units: _units, used_count: _used, ...values }) => values}
      scope={id ? `coupon-${id}` : 'coupon-new'} // its draft, and a new form per record
      invalidates={[apiKey('get', '/apiBack/v1/user/coupons')]}
      doneTo="/dashboard/prices/coupons"
    />
  );
}
