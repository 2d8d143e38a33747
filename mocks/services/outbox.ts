// The outbox: every SMS, WhatsApp message and e-mail the backend would send, recorded
// instead of sent (the embedded backend has no gateway to them). The demo outbox page
// (mock mode only) lists them so a tester can read the WhatsApp text a tenant would get.
//
//   await recordOutbox({ to_user_id: tenant.id, channel: 'email', subject: 'فاتورة', body, link });
//
// The address comes from the account: its mobile for SMS and WhatsApp, its e-mail for
// e-mail (an account without one gets no e-mail: the call answers null).
import { getStore } from '../backend';
import type { OutboxRow } from '../db/schema';

export type OutboxChannel = OutboxRow['channel'];

export interface OutboxMessage {
  to_user_id: number;
  channel: OutboxChannel;
  /** E-mail subject; SMS and WhatsApp have none. */
  subject?: string | null;
  body: string;
  /** In-app path the message points to (`/dashboard/...`). */
  link?: string | null;
}

/** Records one outgoing message; null when the account has no address for the channel. */
export async function recordOutbox(message: OutboxMessage): Promise<OutboxRow | null> {
  const { store, db } = getStore();
  const user = db.users.findFirst((q) => q.where({ id: message.to_user_id }));
  const to = message.channel === 'email' ? user?.email : user?.phone;
  if (!user || !to) return null;
  return db.outbox.create({
    id: store.nextId('outbox'),
    to_user_id: user.id,
    to,
    channel: message.channel,
    subject: message.channel === 'email' ? (message.subject ?? null) : null,
    body: message.body,
    link: message.link ?? null,
    created_at: new Date().toISOString(),
  });
}

/** The outbox, newest first (optionally one account's, or one channel's). */
export function outboxMessages(filter: { to_user_id?: number; channel?: OutboxChannel } = {}) {
  return getStore()
    .db.outbox.findMany((q) =>
      q.where(
        (m) =>
          (filter.to_user_id === undefined || m.to_user_id === filter.to_user_id) &&
          (filter.channel === undefined || m.channel === filter.channel),
      ),
    )
    .sort((a, b) => b.id - a.id);
}
