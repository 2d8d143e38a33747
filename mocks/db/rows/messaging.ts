// Messaging: tenant–lessor conversations and their messages, the replies of support
// tickets, what each account wants to be told on which channel, and the outbox of
// messages the backend would send (SMS, WhatsApp, e-mail).
import { z } from 'zod';
import { langValues, notificationTypeValues } from '@/api/generated/apiback';
import { OUTBOX_CHANNELS } from '@/domain/messaging/notification-channels';
import { id, isoDateTime } from './fields';

/** The two sides of a conversation (the store's own notion; answers say `mine`). */
export const CONVERSATION_SIDES = ['tenant', 'lessor'] as const;

export const conversationRow = z.object({
  id,
  office_id: id,
  /** The booking it was opened from, if any. */
  reservation_id: id.nullable(),
  tenant_id: id,
  /** The lessor account (the owner, never a member of its account). */
  lessor_id: id,
  /** The newest message id each side has read (0: none). */
  tenant_read_id: z.number().int().nonnegative(),
  lessor_read_id: z.number().int().nonnegative(),
  /** When each side last caught up (the read receipt's time). */
  tenant_read_at: isoDateTime.nullable(),
  lessor_read_at: isoDateTime.nullable(),
  blocked_by: z.enum(CONVERSATION_SIDES).nullable(),
  created_at: isoDateTime,
  /** Time of the latest message (the inbox order). */
  updated_at: isoDateTime,
});

export const chatMessageRow = z.object({
  id,
  conversation_id: id,
  sender_id: id,
  sender_role: z.enum(CONVERSATION_SIDES),
  /** As stored: already masked when `masked` (the original is never kept). */
  text: z.string().nullable(),
  image: z.string().nullable(),
  masked: z.boolean(),
  created_at: isoDateTime,
});

export const complaintReplyRow = z.object({
  id,
  complaint_id: id,
  /** null: the support team. */
  author_id: id.nullable(),
  /** Who wrote it as stored; the answer says `me` to the caller who wrote it. */
  author: z.enum(['support', 'user']),
  text: z.string(),
  attachments: z.array(z.string()),
  created_at: isoDateTime,
});

const channelSwitches = z.object({
  in_app: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
  email: z.boolean(),
});

export const notificationPrefRow = z.object({
  id,
  user_id: id,
  language: z.enum(langValues),
  /** Only the types the account changed; the rest follow DEFAULT_CHANNELS (src/domain). */
  channels: z.partialRecord(z.enum(notificationTypeValues), channelSwitches),
});

export const outboxRow = z.object({
  id,
  to_user_id: id,
  /** The phone (E.164) or e-mail address it went to. */
  to: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  subject: z.string().nullable(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: isoDateTime,
});
