// Notifications of an account.
import type { NotificationRow } from '../db/schema';
import { compact, pick, type Lang, type S } from './common';

export function toNotification(n: NotificationRow, lang: Lang): S['Notification'] {
  return compact({
    id: n.id,
    title: pick(lang, n.title_ar, n.title_en),
    body: pick(lang, n.body_ar, n.body_en),
    type: n.type,
    link: n.link ?? undefined,
    read_at: n.read_at ?? undefined,
    created_at: n.created_at,
  }) as S['Notification'];
}
