// `notify()`: the one way the embedded backend tells an account something. It creates the
// in-app notification (both languages kept, answered in the caller's) and records, in the
// outbox, the SMS, WhatsApp and e-mail texts the account's preferences allow, in the
// language the account chose for them. Other areas call it from their handlers:
//
//   await notify(r.lessor_id, 'payment', {
//     text: 'payment.received',
//     params: { id: r.id, amount: { ar: '100.00 ر.س', en: 'SAR 100.00' }, unit: { ar, en } },
//     link: `/dashboard/reservations/${r.id}`,
//   });
import {
  OUTBOX_CHANNELS,
  withDefaults,
  type NotificationType,
} from '@/domain/messaging/notification-channels';
import { getStore } from '../backend';
import type { NotificationPrefRow, NotificationRow } from '../db/schema';
import { BRAND, renderText, type NotificationTextKey, type TextParams } from './notification-texts';
import { recordOutbox } from './outbox';

export type { NotificationTextKey, TextParams };

export interface NotifyContent {
  text: NotificationTextKey;
  params?: TextParams;
  /** In-app path of the object (`/dashboard/...`), also appended to the outgoing texts. */
  link?: string | null;
}

/** The account's saved preferences (language and switches), or none yet. */
export function preferencesRow(userId: number): NotificationPrefRow | undefined {
  return getStore().db.notificationPrefs.findFirst((q) => q.where({ user_id: userId }));
}

/** Channel switches of every type and the language of outgoing texts, defaults filled in. */
export function preferencesOf(userId: number) {
  const row = preferencesRow(userId);
  return { language: row?.language ?? 'ar', channels: withDefaults(row?.channels) };
}

/**
 * Tells `userId` about something: the in-app notification (unless switched off for this
 * type) and the outgoing messages of the channels switched on. Answers the in-app row.
 */
export async function notify(
  userId: number,
  type: NotificationType,
  content: NotifyContent,
): Promise<NotificationRow | null> {
  const { store, db } = getStore();
  const prefs = preferencesOf(userId);
  const switches = prefs.channels[type];
  const ar = renderText(content.text, 'ar', content.params);
  const en = renderText(content.text, 'en', content.params);
  const link = content.link ?? null;
  let row: NotificationRow | null = null;
  if (switches.in_app) {
    row = await db.notifications.create({
      id: store.nextId('notifications'),
      user_id: userId,
      title_ar: ar.title,
      title_en: en.title,
      body_ar: ar.body,
      body_en: en.body,
      type,
      link,
      read_at: null,
      created_at: new Date().toISOString(),
    });
  }
  const text = prefs.language === 'en' ? en : ar;
  for (const channel of OUTBOX_CHANNELS) {
    if (!switches[channel]) continue;
    const lead = channel === 'email' ? '' : `${BRAND[prefs.language]}: `;
    await recordOutbox({
      to_user_id: userId,
      channel,
      subject: channel === 'email' ? text.title : null,
      body: channel === 'email' ? text.body : `${lead}${text.title} — ${text.body}`,
      link,
    });
  }
  return row;
}
