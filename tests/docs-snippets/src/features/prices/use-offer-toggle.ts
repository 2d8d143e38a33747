// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/prices/use-offer-toggle.ts
import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { useRowFeedback, type RowAction } from '@/engines/table';

type Offer = components['schemas']['Offer'];

export function useOfferToggle(list: QueryKey): RowAction<Offer>[] {
  const feedback = useRowFeedback(list, 'prices:saved');
  const { mutate } = $api.useMutation('put', '/apiBack/v1/user/offers/{id}', feedback);
  return useMemo(() => {
    const toggle = (o: Offer) => {
      const { id, units: _u, created_at: _c, ...fields } = o;
      mutate({ params: { path: { id } }, body: { ...fields, is_active: !o.is_active } });
    };
    return [
      { key: 'pause', label: 'actions.pause', when: (o) => o.is_active, onClick: toggle },
      { key: 'activate', label: 'actions.activate', when: (o) => !o.is_active, onClick: toggle },
    ];
  }, [mutate]);
}
