// Tag "reviews": an office's reviews (public), a tenant's new review, and the reviews of
// a lessor's offices.
import { reviewSchema } from '@schemas/feedback';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import { lessor, tenant } from '../lib/auth';
import { created, intParam, invalid, newestFirst, ok, paginate } from '../lib/http';
import { ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toReview } from '../serializers/review';
import { fullName } from '../serializers/common';
import { notify } from '../services/notify';
import { publicOffice } from '../services/public-offices';

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
      });
      await notify(office.owner_id, 'review', {
        text: 'review.new',
        params: {
          tenant: { ar: fullName(me, 'ar'), en: fullName(me, 'en') },
          office: { ar: office.name_ar, en: office.name_en },
          rating: row.rating,
        },
        link: `/details/${office.id}`,
      });
      return created(toReview(row, lang), 'شكرا لتقييمك');
    },
    { auth: tenant, rules: () => reviewSchema },
  ),

  route(
    'get',
    '/user/reviews',
    ({ me, url, lang }) => {
      const mine = new Set(ownedList('offices', { owner_id: me.actingFor }).map((o) => o.id));
      const rows = newestFirst(
        getStore().db.reviews.findMany((q) => q.where((r) => mine.has(r.office_id))),
      );
      return ok(paginate(rows, url, (r) => toReview(r, lang)));
    },
    { auth: lessor },
  ),
];
