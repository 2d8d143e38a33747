// The units of one office (/dashboard/properties/:id): edit a unit, hide it from tenants and
// show it again (its display status, spec section 3: a hidden unit is neither listed nor
// bookable).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { defineTable, type RowAction } from '@/engines/table';
import { toaster } from '@/lib/toaster';
import { isHidden, isShown, shownStatuses } from './office-statuses';
import { useUnitDisplay } from './offices-queries';

type Unit = components['schemas']['Unit'];

export const makeUnitsTable = (officeId: number) =>
  defineTable({
    ns: 'offices',
    query: ({ page }) =>
      $api.queryOptions('get', '/apiBack/v1/user/offices/{id}/units', {
        params: { path: { id: officeId }, query: { page } },
      }),
    columns: [
      { key: 'name', cell: 'text', header: 'fields.unit_name' },
      { key: 'code', cell: 'text' },
      { key: 'area', cell: 'text' },
      {
        key: 'status',
        cell: 'status',
        statuses: shownStatuses,
        value: (u) => (isHidden(u) ? 'hidden' : u.status),
      },
    ],
    rowActions: {
      edit: (u) => `/addunit/${officeId}/${u.id}`,
      useActions: (_list) => useUnitDisplayActions(),
    },
    rowKey: (u) => String(u.id),
    empty: 'offices:noUnits',
  });

/** Hide a shown unit, show a hidden one; the toast says which. */
function useUnitDisplayActions(): RowAction<Unit>[] {
  const { t } = useTranslation('offices');
  const { mutate } = useUnitDisplay();
  return useMemo(() => {
    const set = (u: Unit, to: components['schemas']['DisplayStatus']) =>
      mutate(
        { params: { path: { id: u.id } }, body: { display_status: to } },
        {
          onSuccess: (answer) => {
            const hidden = answer.data.display_status === 'not_published';
            toaster.create({ type: 'success', title: t(hidden ? 'unitHidden' : 'unitShown') });
          },
          onError: (e) => toaster.create({ type: 'error', title: t(errorMessageKey(e)) }),
        },
      );
    return [
      {
        key: 'hide',
        label: 'actions.hideUnit',
        when: isShown,
        onClick: (u) => set(u, 'not_published'),
      },
      {
        key: 'show',
        label: 'actions.showUnit',
        when: isHidden,
        onClick: (u) => set(u, 'published'),
      },
    ];
  }, [mutate, t]);
}

/** The units of the office the route names. */
export const officeUnitsTable = {
  useTable: () => {
    const id = Number(useParams().id);
    return useMemo(() => makeUnitsTable(id), [id]);
  },
  forLoader: (params: Record<string, string | undefined>) => makeUnitsTable(Number(params.id)),
};
