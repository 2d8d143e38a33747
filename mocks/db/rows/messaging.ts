// Messaging: what each account wants to be told on which channel, and the outbox of
// messages the backend would send (SMS, WhatsApp, e-mail).
import { z } from 'zod';
import { langValues, notificationTypeValues } from '@/api/generated/apiback';
import { OUTBOX_CHANNELS } from '@/domain/messaging/notification-channels';
import { id, isoDateTime } from './fields';

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
