// /dashboard/prices/coupons/new and /dashboard/prices/coupons/:id (edit).
import { useMemo } from 'react';
import { Spinner } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { $api, apiKey } from '@/api/query';
import { Wizard } from '@/engines/wizard';
import { makeCouponWizard } from './coupon-wizard';
import { PricesFrame } from './prices-frame';
import { useUnitOptions } from './use-unit-options';

export function CouponFormPage() {
  const { t } = useTranslation(['prices', 'wizard']);
  const id = Number(useParams().id) || undefined;
  const navigate = useNavigate();
  const client = useQueryClient();
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
  const initialValues = useMemo(() => {
    if (!coupon.data) return undefined;
    const { id: _i, units: _u, used_count: _n, ...rest } = coupon.data.data;
    return rest;
  }, [coupon.data]);
  const loading = units.isPending || (id && coupon.isPending);
  return (
    <PricesFrame title={t(id ? 'coupons.editTitle' : 'coupons.addTitle')}>
      {loading ? (
        <Spinner role="status" aria-label={t('wizard:loading')} />
      ) : (
        <Wizard
          key={id ?? 'new'}
          def={def}
          scope={id ? `coupon-${id}` : 'coupon-new'}
          resumePrompt={false}
          initialValues={initialValues}
          onDone={() => {
            void client.invalidateQueries({ queryKey: apiKey('get', '/apiBack/v1/user/coupons') });
            navigate('/dashboard/prices/coupons');
          }}
        />
      )}
    </PricesFrame>
  );
}
