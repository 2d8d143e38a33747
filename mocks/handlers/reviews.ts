// Tag "reviews": an office's reviews (public, with the lessor's replies), a tenant's new
// review (about the unit of their latest stay there), and the lessor's side: the reviews
// of its offices with filters, rating figures, a public reply, and a report of an abusive
// review.
import { ratingStats } from '@/domain';
import { isCalledOff } from '@/domain/reservation/actions';
import { reviewSchema } from '@schemas/feedback';
import { msg } from '@schemas/messages';
import { reviewReplySchema, reviewReportSchema } from '@schemas/review-moderation';
import { getStore } from '../backend';
import type { ReviewRow } from '../db/schema';
import { lessor, tenant, type Lessor } from '../lib/auth';
import { created, intParam, invalid, newestFirst, notFound, ok, paginate } from '../lib/http';
import { ofAccount, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toReview } from '../serializers/review';
import { fullName, pick } from '../serializers/common';
import { notify } from '../services/notify';
import { publicOffice } from '../services/public-offices';
import { updateById } from '../lib/update-row';

/** Reviews of the lessor's offices. */
function myReviews(me: Lessor): ReviewRow[] {
  const mine = new Set(ownedList('offices', ofAccount(me)).map((o) => o.id));
  return getStore().db.reviews.findMany((q) => q.where((r) => mine.has(r.office_id)));
}

function myReview(me: Lessor, id: string): ReviewRow {
  const want = intParam(id);
  return myReviews(me).find((r) => r.id === want) ?? notFound();
}

async function updateReview(id: number, change: (r: ReviewRow) => void): Promise<ReviewRow> {
  return updateById(getStore().db.reviews, id, { data: change });
}

/** The unit of the tenant's latest stay in the office, if any. */
function stayUnit(tenantId: number, officeId: number): number | null {
  const stays = getStore()
    .db.reservations.findMany((q) => q.where({ tenant_id: tenantId, office_id: officeId }))
    .filter((r) => !isCalledOff(r.status))
    .sort((a, b) => b.start_at.localeCompare(a.start_at));
  return stays[0]?.unit_id ?? null;
}

export const reviewsHandlers = [
  route('get', '/public/offices/{id}/reviews', ({ params, url, lang }) => {
    const o = publicOffice(intParam(params.id));
    const rows = newestFirst(getStore().db.reviews.findMany((q) => q.where({ office_id: o.id })));
    return ok(paginate(rows, url, (r) => toReview(r, lang)));
  }),

  route(
    'post',
    '/ordinaries/reviews',
    async ({ me, body, lang }) => {
      const { store, db } = getStore();
      const office = db.offices.findFirst((q) => q.where({ id: body.office_id }));
      if (!office || office.status !== 'published') throw invalid('office_id', msg('invalidInput'));
      const row = await db.reviews.create({
        id: store.nextId('reviews'),
        office_id: office.id,
        user_id: me.id,
        title: body.title,
        comment: body.comment,
        rating: body.rating,
        created_at: new Date().toISOString(),
        unit_id: stayUnit(me.id, office.id),
        reply_text: null,
        reply_at: null,
        reported_at: null,
        report_reason: null,
        report_details: null,
      });
      await notify(office.owner_id, 'review', {
        text: 'review.new',
        params: {
          tenant: { ar: fullName(me, 'ar'), en: fullName(me, 'en') },
          office: { ar: office.name_ar, en: office.name_en },
          rating: row.rating,
        },
        link: '/dashboard/evaluations',
      });
      return created(toReview(row, lang), 'شكرا لتقييمك');
    },
    { auth: tenant, rules: () => reviewSchema },
  ),

  route(
    'get',
    '/user/reviews',
    ({ me, url, lang }) => {
      const q = url.searchParams;
      const office = Number(q.get('office_id') ?? 0);
      const unit = Number(q.get('unit_id') ?? 0);
      const rating = Number(q.get('rating') ?? 0);
      const rows = myReviews(me).filter(
        (r) =>
          (!office || r.office_id === office) &&
          (!unit || r.unit_id === unit) &&
          (!rating || r.rating === rating),
      );
      return ok(paginate(newestFirst(rows), url, (r) => toReview(r, lang, true)));
    },
    { auth: lessor },
  ),

  route(
    'get',
    '/user/reviews/summary',
    ({ me, url, lang }) => {
      const office = Number(url.searchParams.get('office_id') ?? 0);
      const rows = myReviews(me).filter((r) => !office || r.office_id === office);
      const db = getStore().db;
      const units = ownedList('units', ofAccount(me)).filter(
        (u) => u.status !== 'incomplete' && (!office || u.office_id === office),
      );
      return ok({
        overall: ratingStats(rows.map((r) => r.rating)),
        units: units.slice(0, 100).map((u) => {
          const o = db.offices.findFirst((x) => x.where({ id: u.office_id }));
          return {
            unit_id: u.id,
            unit_name: pick(lang, u.name_ar, u.name_en),
            office_name: o ? pick(lang, o.name_ar, o.name_en) : undefined,
            ...ratingStats(rows.filter((r) => r.unit_id === u.id).map((r) => r.rating)),
          };
        }),
      });
    },
    { auth: lessor },
  ),

  route(
    'put',
    '/user/reviews/{id}/reply',
    async ({ me, params, body, lang }) => {
      const r = myReview(me, params.id);
      const next = await updateReview(r.id, (x) => {
        x.reply_text = body.text;
        x.reply_at = new Date().toISOString();
      });
      return ok(toReview(next, lang, true), 'تم نشر الرد');
    },
    { auth: lessor, rules: ({ me, params }) => (myReview(me, params.id), reviewReplySchema) },
  ),

  route(
    'delete',
    '/user/reviews/{id}/reply',
    async ({ me, params, lang }) => {
      const r = myReview(me, params.id);
      const next = await updateReview(r.id, (x) => {
        x.reply_text = null;
        x.reply_at = null;
      });
      return ok(toReview(next, lang, true), 'تم حذف الرد');
    },
    { auth: lessor },
  ),

  route(
    'post',
    '/user/reviews/{id}/report',
    async ({ me, params, body, lang }) => {
      const r = myReview(me, params.id);
      if (r.reported_at) throw invalid('reason', msg('reviewReported'));
      const next = await updateReview(r.id, (x) => {
        x.reported_at = new Date().toISOString();
        x.report_reason = body.reason;
        x.report_details = body.details ?? null;
      });
      return ok(toReview(next, lang, true), 'تم إرسال البلاغ إلى المشرفين');
    },
    { auth: lessor, rules: ({ me, params }) => (myReview(me, params.id), reviewReportSchema) },
  ),
];
