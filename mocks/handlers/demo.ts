// Demo controls of the embedded backend (outside the contract, mock mode only): the outbox
// of SMS, WhatsApp and e-mail texts the backend would have sent, and the support team's
// side of a ticket (there is no support back office in this product: a tester answers a
// ticket here to see the user's side of it).
import { HttpResponse } from 'msw';
import { api } from '../lib/path-first';
import { messageChannelValues } from '@/api/generated/apiback';
import { getStore } from '../backend';
import { fullName } from '../serializers/common';
import { answerAsSupport } from '../services/support';
import { outboxMessages, type OutboxChannel } from '../services/outbox';

const CHANNELS: readonly string[] = messageChannelValues;
const notFound = () => HttpResponse.json({ message: 'There is no Data' }, { status: 404 });

export const demoHandlers = [
  api.get('*/mock-outbox', ({ request }) => {
    const url = new URL(request.url);
    const channel = url.searchParams.get('channel');
    const to = Number(url.searchParams.get('to_user_id')) || undefined;
    const rows = outboxMessages({
      to_user_id: to,
      channel: channel && CHANNELS.includes(channel) ? (channel as OutboxChannel) : undefined,
    }).slice(0, 100);
    const { db } = getStore();
    return HttpResponse.json({
      data: rows.map((m) => {
        const user = db.users.findFirst((q) => q.where({ id: m.to_user_id }));
        return {
          ...m,
          to_name: user ? (user.office_name ?? fullName(user)) : '',
          to_name_en: user ? (user.office_name ?? fullName(user, 'en')) : '',
        };
      }),
    });
  }),

  api.post('*/mock-support/complaints/:id/answer', async ({ params, request }) => {
    const { db } = getStore();
    const ticket = db.complaints.findFirst((q) => q.where({ id: Number(params.id) }));
    if (!ticket) return notFound();
    const body = (await request.json().catch(() => ({}))) as { text?: unknown };
    const text = typeof body.text === 'string' ? body.text.trim().slice(0, 2000) : '';
    if (!text) return HttpResponse.json({ message: 'Invalid Input' }, { status: 422 });
    if (ticket.status === 'closed')
      return HttpResponse.json({ message: 'Invalid Input' }, { status: 422 });
    const next = await answerAsSupport(ticket, text);
    getStore().changed();
    return HttpResponse.json({ data: { id: next.id, status: next.status } });
  }),
];
