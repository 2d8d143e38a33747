// The own actions of a row of "my offices" after its dialogs: show a hidden office again,
// add a unit, its units.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { errorMessageKey } from '@/api/result';
import type { RowAction } from '@/engines/table';
import { toaster } from '@/lib/toaster';
import { isHidden } from './office-statuses';
import { useOfficeDisplay } from './offices-queries';

type Office = components['schemas']['Office'];

export function useOfficeActions(): RowAction<Office>[] {
  const { t } = useTranslation('offices');
  const { mutate } = useOfficeDisplay();
  return useMemo(
    () => [
      {
        key: 'show',
        label: 'actions.show',
        when: isHidden,
        onClick: (o) =>
          mutate(
            { params: { path: { id: o.id } }, body: { display_status: 'published' } },
            {
              onSuccess: () => toaster.create({ type: 'success', title: t('saved') }),
              onError: (e) => toaster.create({ type: 'error', title: t(errorMessageKey(e)) }),
            },
          ),
      },
      {
        key: 'addUnit',
        label: 'actions.addUnit',
        to: (o) => `/addunit/${o.id}`,
        when: (o) => o.status !== 'incomplete',
      },
      { key: 'units', label: 'actions.units', to: (o) => `/dashboard/properties/${o.id}` },
    ],
    [mutate, t],
  );
}
