// Which channels each type of notification reaches unless the account says otherwise.
// WhatsApp is where people in Saudi Arabia read messages (domain notes: about nine in ten
// use it), so everything that needs an action or concerns money goes there by default;
// e-mail carries what people keep (payments, contracts, transfers, support answers); SMS
// only the verification result, since it costs per message.
import { notificationTypeValues, type components } from '@/api/generated/apiback';

type Api = components['schemas'];
export type NotificationType = Api['NotificationType'];
export type NotificationChannel = Exclude<keyof Api['NotificationPreference'], 'type'>;

// Every channel of the contract's NotificationPreference, no more (a new one fails tsc here).
const CHANNELS: Record<NotificationChannel, true> = {
  in_app: true,
  whatsapp: true,
  sms: true,
  email: true,
};
/** In-app list first, then the outgoing channels in the order the preferences show them. */
export const NOTIFICATION_CHANNELS = Object.keys(CHANNELS) as NotificationChannel[];
export type ChannelSwitches = Record<NotificationChannel, boolean>;

/** The channels besides the in-app list (what the outbox records). */
export type OutboxChannel = Exclude<NotificationChannel, 'in_app'>;
export const OUTBOX_CHANNELS = [
  'whatsapp',
  'sms',
  'email',
] as const satisfies readonly OutboxChannel[];

const on = (...channels: NotificationChannel[]): ChannelSwitches => ({
  in_app: true,
  sms: channels.includes('sms'),
  whatsapp: channels.includes('whatsapp'),
  email: channels.includes('email'),
});

export const DEFAULT_CHANNELS: Readonly<Record<NotificationType, ChannelSwitches>> = {
  reservation: on('whatsapp'),
  payment: on('whatsapp', 'email'),
  contract: on('whatsapp', 'email'),
  review: on(),
  complaint: on('whatsapp', 'email'),
  transfer: on('whatsapp', 'email'),
  verification: on('sms'),
  message: on('whatsapp'),
  system: on(),
};

/** A full set of switches for every type: the saved ones over the defaults. */
export function withDefaults(
  saved: Partial<Record<NotificationType, Partial<ChannelSwitches>>> = {},
): Record<NotificationType, ChannelSwitches> {
  const out = {} as Record<NotificationType, ChannelSwitches>;
  for (const type of notificationTypeValues) {
    const mine = saved[type] ?? {};
    const base = DEFAULT_CHANNELS[type];
    out[type] = {
      in_app: mine.in_app ?? base.in_app,
      sms: mine.sms ?? base.sms,
      whatsapp: mine.whatsapp ?? base.whatsapp,
      email: mine.email ?? base.email,
    };
  }
  return out;
}
