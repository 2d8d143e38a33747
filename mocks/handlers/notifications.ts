// Tag "notifications": the notifications of a tenant or of a lessor's account (filter by
// type, unread only), marking one or all read, and the per-type, per-channel preferences
// that notify() follows (mocks/services/notify.ts).
import { notificationTypeValues, type components } from '@/api/generated/apiback';
import { notificationPreferencesSchema } from '@schemas/messaging';
import { getStore } from '../backend';
import type { NotificationPrefRow } from '../db/schema';
import { lessor, tenant } from '../lib/auth';
import { newestFirst, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toNotification } from '../serializers/notification';
import type { Lang } from '../serializers/common';
import { preferencesOf, preferencesRow } from '../services/notify';
import { updateById } from '../lib/update-row';

/** The account's notifications, newest first (`unread_only`, `type`). */
function list(userId: number, url: URL, lang: Lang) {
  const unread = url.searchParams.get('unread_only') === 'true';
  const type = url.searchParams.get('type');
  const rows = newestFirst(ownedList('notifications', { user_id: userId })).filter(
    (n) => (!unread || !n.read_at) && (!type || n.type === type),
  );
  return ok(paginate(rows, url, (n) => toNotification(n, lang)));
}

/** Marks the account's notification read (the first time only). */
async function markRead(userId: number, id: string, lang: Lang) {
  const n = ownedItem('notifications', { user_id: userId }, id);
  const next = await updateById(getStore().db.notifications, n.id, {
    data(x) {
      x.read_at ??= new Date().toISOString();
    },
  });
  return ok(toNotification(next, lang));
}

async function markAllRead(userId: number, type: string | undefined) {
  const now = new Date().toISOString();
  const updated = await getStore().db.notifications.updateMany(
    (q) => q.where((n) => n.user_id === userId && n.read_at === null && (!type || n.type === type)),
    {
      data(n) {
        n.read_at = now;
      },
    },
  );
  return ok({ updated: updated.length });
}

function preferences(userId: number) {
  const { language, channels } = preferencesOf(userId);
  const user = getStore().db.users.findFirst((q) => q.where({ id: userId }));
  return ok({
    language,
    items: notificationTypeValues.map((type) => ({ type, ...channels[type] })),
    ...(user?.phone ? { phone: user.phone } : {}),
    ...(user?.email ? { email: user.email } : {}),
  });
}

type PrefsBody = components['schemas']['NotificationPreferencesInput'];

async function savePreferences(userId: number, body: PrefsBody) {
  const { store, db } = getStore();
  const saved = preferencesRow(userId);
  const channels: NotificationPrefRow['channels'] = { ...saved?.channels };
  for (const item of body.items) {
    const { type, ...switches } = item;
    channels[type] = {
      in_app: switches.in_app,
      sms: switches.sms,
      whatsapp: switches.whatsapp,
      email: switches.email,
    };
  }
  const language = body.language ?? saved?.language ?? 'ar';
  if (saved)
    await db.notificationPrefs.update((q) => q.where({ id: saved.id }), {
      data(p) {
        p.channels = channels;
        p.language = language;
      },
    });
  else
    await db.notificationPrefs.create({
      id: store.nextId('notificationPrefs'),
      user_id: userId,
      language,
      channels,
    });
  return preferences(userId);
}

export const notificationsHandlers = [
  route('get', '/ordinaries/notifications', ({ me, url, lang }) => list(me.id, url, lang), {
    auth: tenant,
  }),
  route(
    'post',
    '/ordinaries/notifications/{id}/read',
    ({ me, params, lang }) => markRead(me.id, params.id, lang),
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/notifications/read-all',
    ({ me, body }) => markAllRead(me.id, body?.type),
    { auth: tenant },
  ),
  route('get', '/ordinaries/notification-preferences', ({ me }) => preferences(me.id), {
    auth: tenant,
  }),
  route(
    'put',
    '/ordinaries/notification-preferences',
    ({ me, body }) => savePreferences(me.id, body),
    {
      auth: tenant,
      rules: () => notificationPreferencesSchema,
    },
  ),
  route('get', '/user/notifications', ({ me, url, lang }) => list(me.actingFor, url, lang), {
    auth: lessor,
  }),
  route(
    'post',
    '/user/notifications/{id}/read',
    ({ me, params, lang }) => markRead(me.actingFor, params.id, lang),
    { auth: lessor },
  ),
  route(
    'post',
    '/user/notifications/read-all',
    ({ me, body }) => markAllRead(me.actingFor, body?.type),
    { auth: lessor },
  ),
  route('get', '/user/notification-preferences', ({ me }) => preferences(me.actingFor), {
    auth: lessor,
  }),
  route(
    'put',
    '/user/notification-preferences',
    ({ me, body }) => savePreferences(me.actingFor, body),
    { auth: lessor, rules: () => notificationPreferencesSchema },
  ),
];
