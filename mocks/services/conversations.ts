// Conversations of the embedded backend: one per tenant and office, messages with contact
// details masked until the tenant has paid a booking with the lessor (src/domain/messaging),
// read state per side, blocking, and the notification that tells the other side.
import { maskContacts } from '@/domain/messaging/mask-contacts';
import { getStore } from '../backend';
import type { ChatMessageRow, ConversationRow, UserRow } from '../db/schema';
import { ApiFailure } from '../lib/http';
import { fullName } from '../serializers/common';
import {
  conversationContactsVisible,
  messagesOf,
  readIdOf,
  type Side,
} from '../serializers/conversation';
import { notify } from './notify';
import { fitText } from '@/domain';
import { updateById } from '../lib/update-row';

const nowIso = () => new Date().toISOString();

/** The message a blocked sender gets (an i18n key the app translates). */
export const BLOCKED_MESSAGE = 'conversations:errors.blocked';

/** The tenant's conversation about this office, created when there is none yet. */
export async function openConversation(fields: {
  tenant_id: number;
  lessor_id: number;
  office_id: number;
  reservation_id: number | null;
}): Promise<{ row: ConversationRow; created: boolean }> {
  const { store, db } = getStore();
  const existing = db.conversations.findFirst((q) =>
    q.where({ tenant_id: fields.tenant_id, office_id: fields.office_id }),
  );
  if (existing) {
    // A booking named later is remembered (the conversation is then "about" it).
    if (fields.reservation_id && existing.reservation_id !== fields.reservation_id) {
      const next = await updateById(db.conversations, existing.id, {
        data(c) {
          c.reservation_id = fields.reservation_id;
        },
      });
      return { row: next, created: false };
    }
    return { row: existing, created: false };
  }
  const now = nowIso();
  const row = await db.conversations.create({
    id: store.nextId('conversations'),
    ...fields,
    tenant_read_id: 0,
    lessor_read_id: 0,
    tenant_read_at: null,
    lessor_read_at: null,
    blocked_by: null,
    created_at: now,
    updated_at: now,
  });
  return { row, created: true };
}

/** Marks `side` read up to `upTo` (default: the newest message). Never moves backwards. */
export async function markRead(
  c: ConversationRow,
  side: Side,
  upTo?: number,
): Promise<ConversationRow> {
  const newest = messagesOf(c.id).at(-1)?.id ?? 0;
  const target = Math.min(upTo ?? newest, newest);
  if (target <= readIdOf(c, side)) return c;
  const { db } = getStore();
  // Reading the conversation also reads its "new message" notification.
  const userId = side === 'tenant' ? c.tenant_id : c.lessor_id;
  const link = `/dashboard/messages/${c.id}`;
  await db.notifications.updateMany(
    (q) => q.where((n) => n.user_id === userId && n.link === link && n.read_at === null),
    {
      data(n) {
        n.read_at = nowIso();
      },
    },
  );
  const next = await updateById(db.conversations, c.id, {
    data(x) {
      if (side === 'tenant') {
        x.tenant_read_id = target;
        x.tenant_read_at = nowIso();
      } else {
        x.lessor_read_id = target;
        x.lessor_read_at = nowIso();
      }
    },
  });
  return next;
}

/** A new message from `sender`; masked while contacts are hidden. 403 while blocked. */
export async function sendMessage(
  c: ConversationRow,
  side: Side,
  sender: UserRow,
  content: { text?: string; image?: string },
): Promise<{ message: ChatMessageRow; conversation: ConversationRow }> {
  if (c.blocked_by) throw new ApiFailure(403, BLOCKED_MESSAGE);
  const { store, db } = getStore();
  let text = content.text?.trim() || null;
  let masked = false;
  if (text && !conversationContactsVisible(c)) {
    const out = maskContacts(text);
    text = out.text;
    masked = out.masked;
  }
  const id = store.nextId('chatMessages');
  const now = nowIso();
  const image = content.image
    ? `uploads/chat/${c.id}/img${String(id).padStart(6, '0')}.${/\.png$/i.test(content.image) ? 'png' : /\.webp$/i.test(content.image) ? 'webp' : 'jpg'}`
    : null;
  const message = await db.chatMessages.create({
    id,
    conversation_id: c.id,
    sender_id: sender.id,
    sender_role: side,
    text,
    image,
    masked,
    created_at: now,
  });
  await db.conversations.update((q) => q.where({ id: c.id }), {
    data(x) {
      x.updated_at = now;
    },
  });
  // The sender has read everything up to their own message.
  const conversation = await markRead(
    db.conversations.findFirst((q) => q.where({ id: c.id }))!,
    side,
    id,
  );
  await tellRecipient(conversation, side, sender, message);
  return { message, conversation };
}

/**
 * One unread "new message" notification per conversation: while the last one is unread,
 * further messages only refresh it (no flood of notifications or WhatsApp texts).
 */
async function tellRecipient(c: ConversationRow, side: Side, sender: UserRow, m: ChatMessageRow) {
  const to = side === 'tenant' ? c.lessor_id : c.tenant_id;
  const link = `/dashboard/messages/${c.id}`;
  const { db } = getStore();
  const pending = db.notifications.findFirst((q) =>
    q.where((n) => n.user_id === to && n.link === link && n.read_at === null),
  );
  if (pending) return;
  const preview = m.text ? fitText(m.text, 120) : '📷';
  const name =
    side === 'lessor' && sender.office_name
      ? { ar: sender.office_name, en: sender.office_name }
      : { ar: fullName(sender, 'ar'), en: fullName(sender, 'en') };
  await notify(to, 'message', { text: 'message.new', params: { name, preview }, link });
}

export async function setBlocked(
  c: ConversationRow,
  side: Side,
  blocked: boolean,
): Promise<ConversationRow> {
  if (!blocked && c.blocked_by && c.blocked_by !== side)
    // Only the side that blocked may lift it.
    throw new ApiFailure(403, BLOCKED_MESSAGE);
  const next = await updateById(getStore().db.conversations, c.id, {
    data(x) {
      x.blocked_by = blocked ? side : null;
    },
  });
  return next;
}

/** Conversations of one side, latest activity first. */
export function conversationsOf(side: Side, userId: number): ConversationRow[] {
  return getStore()
    .db.conversations.findMany((q) =>
      q.where((c) => (side === 'tenant' ? c.tenant_id : c.lessor_id) === userId),
    )
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
}
