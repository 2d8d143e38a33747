// Reviews, and an office's rating computed from them.
import { getStore } from '../backend';
import type { ReviewRow } from '../db/schema';
import { fullName, userById, type Lang, type S } from './common';

export function ratingOf(officeId: number): { rating: number; reviews_count: number } {
  const reviews = getStore().db.reviews.findMany((q) => q.where({ office_id: officeId }));
  if (!reviews.length) return { rating: 0, reviews_count: 0 };
  const avg = reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
  return { rating: Math.round(avg * 10) / 10, reviews_count: reviews.length };
}

export function toReview(r: ReviewRow, lang: Lang): S['Review'] {
  const author = userById(r.user_id);
  return {
    id: r.id,
    office_id: r.office_id,
    title: r.title,
    comment: r.comment,
    rating: r.rating,
    author_name: author ? fullName(author, lang) : '—',
    created_at: r.created_at,
  };
}
