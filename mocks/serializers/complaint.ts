// Complaints and office reports.
import type { ComplaintRow } from '../db/schema';
import { compact, fullName, userById, type Lang, type S } from './common';

export function toComplaint(c: ComplaintRow, lang: Lang): S['Complaint'] {
  const author = userById(c.user_id);
  return compact({
    id: c.id,
    subject: c.subject ?? undefined,
    reason: c.reason,
    office_id: c.office_id ?? undefined,
    reservation_id: c.reservation_id ?? undefined,
    status: c.status,
    reply: c.reply ?? undefined,
    author_name: author ? fullName(author, lang) : undefined,
    created_at: c.created_at,
  }) as S['Complaint'];
}
