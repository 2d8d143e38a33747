// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/support/ticket-close.tsx
import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sideKeys, sideQuery, useSideMutation, type Side } from '@/api/two-sided';
import { useSession } from '@/lib/session';

/** Every read a ticket change touches, on both sides. */
const TICKET_KEYS = [...sideKeys('/complaints'), ...sideKeys('/complaints/{id}')];

export function ticketOptions(side: Side, id: number) {
  return sideQuery(side, '/complaints/{id}', { params: { path: { id } } });
}

export function TicketClose({ id }: { id: number }) {
  const { t } = useTranslation('support');
  const { side } = useSession();
  const ticket = useQuery(ticketOptions(side, id));
  const close = useSideMutation(side, 'post', '/complaints/{id}/close', {
    invalidates: TICKET_KEYS,
  });
  if (ticket.data?.data.status === 'closed') return null;
  return (
    <Button loading={close.isPending} onClick={() => close.mutate({ params: { path: { id } } })}>
      {t('close')}
    </Button>
  );
}
