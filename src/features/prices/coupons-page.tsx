// /dashboard/prices/coupons: the coupons list with add, edit and delete.
import { useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api, apiKey } from '@/api/query';
import { DataTable } from '@/engines/table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { makeCouponsTable } from './coupons-table';
import { PricesFrame } from './prices-frame';
import { useRowFeedback } from './use-row-mutation';

type Coupon = components['schemas']['Coupon'];

export function CouponsPage() {
  const { t, i18n } = useTranslation('prices');
  const [doomed, setDoomed] = useState<Coupon>();
  const feedback = useRowFeedback(apiKey('get', '/apiBack/v1/user/coupons'));
  const remove = $api.useMutation('delete', '/apiBack/v1/user/coupons/{id}', feedback);
  const table = useMemo(
    () => makeCouponsTable(t, i18n.language, { remove: setDoomed }),
    [t, i18n.language],
  );
  return (
    <PricesFrame
      title={t('coupons.title')}
      action={
        <Button asChild colorPalette="brand">
          <Link to="/dashboard/prices/coupons/new">{t('coupons.add')}</Link>
        </Button>
      }
    >
      <DataTable def={table} />
      <ConfirmDialog
        open={Boolean(doomed)}
        title={t('coupons.deleteTitle')}
        body={t('coupons.deleteBody', { name: doomed?.code ?? '' })}
        confirm={t('actions.delete')}
        cancel={t('actions.cancel')}
        busy={remove.isPending}
        onConfirm={() =>
          doomed &&
          remove.mutate(
            { params: { path: { id: doomed.id } } },
            { onSettled: () => setDoomed(undefined) },
          )
        }
        onCancel={() => setDoomed(undefined)}
      />
    </PricesFrame>
  );
}
