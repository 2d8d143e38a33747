// The embedded backend's outbox: what the real backend would send by e-mail, WhatsApp or
// text message is recorded here (and shown by the demo outbox page), never sent. Any
// feature that "sends" something to a user calls recordOutbox.
import { getStore } from '../backend';
import type { OutboxRow } from '../db/schema';
import { invalid } from '../lib/http';
import { msg } from '@schemas/messages';

export interface OutboxMessage {
  to_user_id: number;
  channel: OutboxRow['channel'];
  subject: string;
  body: string;
  link?: string | null;
}

/** Records a message to a user on a channel (422 on `channel` when they have no e-mail). */
export async function recordOutbox(m: OutboxMessage): Promise<OutboxRow> {
  const { store, db } = getStore();
  const user = db.users.findFirst((q) => q.where({ id: m.to_user_id }));
  const to = m.channel === 'email' ? user?.email : user?.phone;
  if (!to) throw invalid('channel', msg('invalidInput'));
  return db.outbox.create({
    id: store.nextId('outbox'),
    to_user_id: m.to_user_id,
    channel: m.channel,
    to,
    subject: m.subject,
    body: m.body,
    link: m.link ?? null,
    created_at: new Date().toISOString(),
  });
}

/** Messages sent about one link (e.g. an invoice page), oldest first. */
export function sentAbout(link: string): OutboxRow[] {
  return getStore()
    .db.outbox.findMany((q) => q.where({ link }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}
