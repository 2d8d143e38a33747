// /dashboard/prices/offers: the offers list with add, edit, activation toggle and delete.
import { useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api, apiKey } from '@/api/query';
import { DataTable } from '@/engines/table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { makeOffersTable } from './offers-table';
import { PricesFrame } from './prices-frame';
import { useRowFeedback } from './use-row-mutation';

type Offer = components['schemas']['Offer'];

export function OffersPage() {
  const { t, i18n } = useTranslation('prices');
  const [doomed, setDoomed] = useState<Offer>();
  const feedback = useRowFeedback(apiKey('get', '/apiBack/v1/user/offers'));
  const remove = $api.useMutation('delete', '/apiBack/v1/user/offers/{id}', feedback);
  const update = $api.useMutation('put', '/apiBack/v1/user/offers/{id}', feedback);
  const toggle = (o: Offer) => {
    const { id, units: _u, created_at: _c, ...fields } = o;
    update.mutate({ params: { path: { id } }, body: { ...fields, is_active: !o.is_active } });
  };
  const table = useMemo(
    () => makeOffersTable(t, i18n.language, { toggle, remove: setDoomed }),
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
