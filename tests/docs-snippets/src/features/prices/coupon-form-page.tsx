// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/prices/coupon-form-page.tsx
import { Spinner } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { $api, apiKey } from '@/api/query';
import { Wizard } from '@/engines/wizard';
import { makeCouponWizard } from './coupon-wizard';

export function CouponFormPage() {
  const { t } = useTranslation('wizard');
  const id = Number(useParams().id) || undefined; // "new" → undefined
  const navigate = useNavigate();
  const client = useQueryClient();
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
  const initialValues = useMemo(() => {
    if (!coupon.data) return undefined;
    const { id: _id, units: _units, used_count: _used, ...values } = coupon.data.data;
    return values;
  }, [coupon.data]);
  if (units.isPending || (id && coupon.isPending))
    return <Spinner role="status" aria-label={t('loading')} />;
  return (
    <Wizard
      key={id ?? 'new'}
      def={def}
      scope={id ? `coupon-${id}` : 'coupon-new'}
      initialValues={initialValues}
      onDone={() => {
        void client.invalidateQueries({ queryKey: apiKey('get', '/apiBack/v1/user/coupons') });
        navigate('/dashboard/prices/coupons');
      }}
    />
  );
}
