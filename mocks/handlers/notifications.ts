// Tag "notifications": the notifications of a tenant or of a lessor's account, and
// marking one read.
import { getStore } from '../backend';
import { lessor, tenant } from '../lib/auth';
import { newestFirst, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toNotification } from '../serializers/notification';
import type { Lang } from '../serializers/common';

/** The account's notifications, newest first (`unread_only` keeps the unread ones). */
function list(userId: number, url: URL, lang: Lang) {
  const unread = url.searchParams.get('unread_only') === 'true';
  const rows = newestFirst(ownedList('notifications', { user_id: userId })).filter(
    (n) => !unread || !n.read_at,
  );
  return ok(paginate(rows, url, (n) => toNotification(n, lang)));
}

/** Marks the account's notification read (the first time only). */
async function markRead(userId: number, id: string, lang: Lang) {
  const n = ownedItem('notifications', { user_id: userId }, id);
  const next = await getStore().db.notifications.update((q) => q.where({ id: n.id }), {
    data(x) {
      x.read_at ??= new Date().toISOString();
    },
  });
  return ok(toNotification(next!, lang));
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
  route('get', '/user/notifications', ({ me, url, lang }) => list(me.actingFor, url, lang), {
    auth: lessor,
  }),
  route(
    'post',
    '/user/notifications/{id}/read',
    ({ me, params, lang }) => markRead(me.actingFor, params.id, lang),
    { auth: lessor },
  ),
];
