// Support tickets (complaints and inquiries), ad reports and chat reports, and their
// thread, as the caller sees them (`mine`, replies by `me`).
import { getStore } from '../backend';
import type { ComplaintReplyRow, ComplaintRow } from '../db/schema';
import { compact, fullName, nameOf, officeById, pick, userById, type Lang, type S } from './common';
import { fitText } from '@/domain';

export function repliesOf(complaintId: number): ComplaintReplyRow[] {
  return getStore()
    .db.complaintReplies.findMany((q) => q.where({ complaint_id: complaintId }))
    .sort((a, b) => a.id - b.id);
}

/** `viewerId`: the account asking (its own tickets are `mine`). */
export function toComplaint(c: ComplaintRow, lang: Lang, viewerId?: number): S['Complaint'] {
  const author = userById(c.user_id);
  // A ticket about a booking is also about that booking's office (the list shows which).
  const booking =
    c.reservation_id === null
      ? undefined
      : getStore().db.reservations.findFirst((q) => q.where({ id: c.reservation_id ?? 0 }));
  const officeId = c.office_id ?? booking?.office_id ?? null;
  const office = officeId === null ? undefined : officeById(officeId);
  return compact({
    id: c.id,
    type: c.type,
    source: c.source,
    report_reason: c.report_reason ?? undefined,
    subject: c.subject ?? undefined,
    reason: c.reason,
    office_id: office?.id,
    office_name: office ? fitText(nameOf(office, lang), 80) : undefined,
    reservation_id: c.reservation_id ?? undefined,
    conversation_id: c.conversation_id ?? undefined,
    status: c.status,
    reply: c.reply ?? undefined,
    attachments: c.attachments,
    author_name: author ? fitText(fullName(author, lang), 60) : undefined,
    mine: c.user_id === viewerId,
    replies_count: repliesOf(c.id).length,
    due_at: c.status === 'open' ? (c.due_at ?? undefined) : undefined,
    answered_at: c.answered_at ?? undefined,
    closed_at: c.closed_at ?? undefined,
    created_at: c.created_at,
    updated_at: c.updated_at,
  }) as S['Complaint'];
}

function toReply(r: ComplaintReplyRow, lang: Lang, viewerId: number): S['ComplaintReply'] {
  const author = r.author_id === null ? undefined : userById(r.author_id);
  const isMe = r.author === 'user' && r.author_id === viewerId;
  return compact({
    id: r.id,
    author: r.author === 'support' ? 'support' : isMe ? 'me' : 'user',
    author_name:
      r.author === 'support'
        ? pick(lang, 'فريق الدعم', 'Support team')
        : author
          ? fitText(fullName(author, lang), 60)
          : '',
    text: r.text,
    attachments: r.attachments,
    created_at: r.created_at,
  }) as S['ComplaintReply'];
}

export function toComplaintDetail(
  c: ComplaintRow,
  lang: Lang,
  viewerId: number,
): S['ComplaintDetail'] {
  return {
    ...toComplaint(c, lang, viewerId),
    replies: repliesOf(c.id).map((r) => toReply(r, lang, viewerId)),
  };
}
