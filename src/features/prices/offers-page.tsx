// /dashboard/prices/offers: the offers list with add, edit, activation toggle and delete.
import { useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiClient } from '@/api/client';
import type { components } from '@/api/generated/apiback';
import { DataTable } from '@/engines/table';
import { ConfirmDialog } from '@/engines/wizard';
import { must } from './api-result';
import { makeOffersTable } from './offers-table';
import { PricesFrame } from './prices-frame';
import { useRowMutation } from './use-row-mutation';

type Offer = components['schemas']['Offer'];
const LIST = '/apiBack/v1/user/offers';

export function OffersPage() {
  const { t, i18n } = useTranslation('prices');
  const [doomed, setDoomed] = useState<Offer>();
  const remove = useRowMutation(LIST, async (o: Offer) =>
    must(
      await apiClient.DELETE('/apiBack/v1/user/offers/{id}', { params: { path: { id: o.id } } }),
    ),
  );
  const toggle = useRowMutation(LIST, async (o: Offer) => {
    const { id, units: _u, created_at: _c, ...fields } = o;
    return must(
      await apiClient.PUT('/apiBack/v1/user/offers/{id}', {
        params: { path: { id } },
        body: { ...fields, is_active: !o.is_active },
      }),
    );
  });
  const table = useMemo(
    () => makeOffersTable(t, i18n.language, { toggle: (o) => toggle.mutate(o), remove: setDoomed }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  return (
    <PricesFrame
      title={t('offers.title')}
      action={
        <Button asChild colorPalette="brand">
          <Link to="/dashboard/prices/offers/new">{t('offers.add')}</Link>
        </Button>
      }
    >
      <DataTable def={table} />
      <ConfirmDialog
        open={Boolean(doomed)}
        title={t('offers.deleteTitle')}
        body={t('offers.deleteBody', { name: doomed?.name ?? '' })}
        confirm={t('actions.delete')}
        cancel={t('actions.cancel')}
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed, { onSettled: () => setDoomed(undefined) })}
        onCancel={() => setDoomed(undefined)}
      />
    </PricesFrame>
  );
}
