// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// mocks/handlers/reviews.ts
import { getStore } from '@mocks/backend';
import { lessor, type Lessor } from '@mocks/lib/auth';
import { intParam, newestFirst, notFound, ok, paginate } from '@mocks/lib/http';
import { ownedList } from '@mocks/lib/owned';
import { route } from '@mocks/lib/route';
import { toReview } from '@mocks/serializers/review';
import { publicOffice } from '@mocks/services/public-offices';
import { reviewReplySchema } from '@schemas/review-moderation';

/** Reviews of the lessor's offices ("my rows"). */
function myReviews(me: Lessor) {
  const mine = new Set(ownedList('offices', { owner_id: me.actingFor }).map((o) => o.id));
  return getStore().db.reviews.findMany((q) => q.where((r) => mine.has(r.office_id)));
}

function myReview(me: Lessor, id: string) {
  return myReviews(me).find((r) => r.id === intParam(id)) ?? notFound(); // 404 if not mine
}

export const reviewsHandlers = [
  route('get', '/public/offices/{id}/reviews', ({ params, url, lang }) => {
    const office = publicOffice(intParam(params.id)); // 404 when not public
    const rows = getStore().db.reviews.findMany((q) => q.where({ office_id: office.id }));
    return ok(paginate(newestFirst(rows), url, (r) => toReview(r, lang)));
  }),
  route(
    'put',
    '/user/reviews/{id}/reply',
    async ({ me, params, body, lang }) => {
      const review = myReview(me, params.id);
      const next = await getStore().db.reviews.update((q) => q.where({ id: review.id }), {
        data(row) {
          row.reply_text = body.text; // body: the operation's request body, typed
          row.reply_at = new Date().toISOString();
        },
      });
      return ok(toReview(next ?? notFound(), lang, true));
    },
    // 401/403 before the body; then the rule from schemas/ (the form's own): a 422 per field.
    { auth: lessor, rules: ({ me, params }) => (myReview(me, params.id), reviewReplySchema) },
  ),
];
