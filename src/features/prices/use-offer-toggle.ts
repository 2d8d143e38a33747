// The offers list's own row actions: pause an active offer, activate a paused one (the
// offer saved again with `is_active` flipped), then a toast and a refresh of the list.
import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { useRowFeedback, type RowAction } from '@/engines/table';

type Offer = components['schemas']['Offer'];

/** `list`: the offers list's cache key prefix, refreshed after a change. */
export function useOfferToggle(list: QueryKey): RowAction<Offer>[] {
  const feedback = useRowFeedback(list, 'prices:saved');
  const { mutate } = $api.useMutation('put', '/apiBack/v1/user/offers/{id}', feedback);
  return useMemo(() => {
    const toggle = (o: Offer) => {
      const { id, units: _u, created_at: _c, ...fields } = o;
      mutate({ params: { path: { id } }, body: { ...fields, is_active: !o.is_active } });
    };
    // One verb per state ("Pause" on an active offer, "Activate" on a paused one): a two-way
    // "Activate / deactivate" label left the lessor guessing and widened the column.
    return [
      { key: 'pause', label: 'actions.pause', when: (o) => o.is_active, onClick: toggle },
      { key: 'activate', label: 'actions.activate', when: (o) => !o.is_active, onClick: toggle },
    ];
  }, [mutate]);
}
