// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/prices/coupons-page.tsx
import { Box, Heading } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { $api, apiKey } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { DataTable, defineTable } from '@/engines/table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toaster } from '@/lib/toaster';

type Coupon = components['schemas']['Coupon'];

function couponsTable(remove: (coupon: Coupon) => void) {
  return defineTable({
    ns: 'prices',
    query: ({ page }) =>
      $api.queryOptions('get', '/apiBack/v1/user/coupons', { params: { query: { page } } }),
    columns: [
      { key: 'code', cell: 'text' },
      { key: 'max_uses', cell: 'text' },
      {
        id: 'actions',
        cell: 'actions',
        actions: [
          { key: 'edit', label: 'actions.edit', to: (c) => `/dashboard/prices/coupons/${c.id}` },
          { key: 'delete', label: 'actions.delete', onClick: remove },
        ],
      },
    ],
    rowKey: (c) => String(c.id),
    empty: 'prices:coupons.empty',
  });
}

/** Deletes a coupon, then refreshes every page of the list (and nothing else). */
function useDeleteCoupon() {
  const { t } = useTranslation('prices');
  const client = useQueryClient();
  return $api.useMutation('delete', '/apiBack/v1/user/coupons/{id}', {
    onSuccess: () =>
      client.invalidateQueries({ queryKey: apiKey('get', '/apiBack/v1/user/coupons') }),
    onError: (error) => {
      toaster.create({ type: 'error', title: t(errorMessageKey(error)) });
    },
  });
}

export function CouponsPage() {
  const { t } = useTranslation('prices');
  const [doomed, setDoomed] = useState<Coupon>();
  const remove = useDeleteCoupon();
  const table = useMemo(() => couponsTable(setDoomed), []);
  return (
    <Box>
      <Heading as="h1" size="lg" mb="5">
        {t('coupons.title')}
      </Heading>
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
    </Box>
  );
}
