// Reviews, and an office's rating computed from them. The lessor's answers also carry
// whether the review was reported (`forLessor`); the public ones never do.
import { getStore } from '../backend';
import type { ReviewRow } from '../db/schema';
import {
  compact,
  fullName,
  officeById,
  pick,
  unitById,
  userById,
  type Lang,
  type S,
} from './common';
import { rowsBy } from '../db/rows-by';

export function ratingOf(officeId: number): { rating: number; reviews_count: number } {
  const reviews = rowsBy(getStore().db.reviews, 'office_id', officeId);
  if (!reviews.length) return { rating: 0, reviews_count: 0 };
  const avg = reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
  return { rating: Math.round(avg * 10) / 10, reviews_count: reviews.length };
}

export function toReview(r: ReviewRow, lang: Lang, forLessor = false): S['Review'] {
  const author = userById(r.user_id);
  const unit = r.unit_id ? unitById(r.unit_id) : undefined;
  const office = officeById(r.office_id);
  return compact({
    id: r.id,
    office_id: r.office_id,
    title: r.title,
    comment: r.comment,
    rating: r.rating,
    author_name: author ? fullName(author, lang) : '—',
    created_at: r.created_at,
    unit_id: unit?.id,
    unit_name: unit ? pick(lang, unit.name_ar, unit.name_en) : undefined,
    office_name: office ? pick(lang, office.name_ar, office.name_en) : undefined,
    lessor_reply:
      r.reply_text && r.reply_at ? { text: r.reply_text, created_at: r.reply_at } : undefined,
    reported_at: forLessor ? (r.reported_at ?? undefined) : undefined,
    report_reason: forLessor ? (r.report_reason ?? undefined) : undefined,
  }) as S['Review'];
}
