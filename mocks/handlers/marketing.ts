// Tag "marketing": the lessor's marketing requests for its offices; a request can only
// be edited while it is pending.
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import { lessor, type Lessor } from '../lib/auth';
import { created, invalid, newestFirst, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toMarketing } from '../serializers/marketing';

const mine = (me: Lessor) => ({ owner_id: me.actingFor });

/** 422 on `office_id` unless the office is the account's. */
function checkOwnOffice(me: Lessor, officeId: number) {
  if (!ownedList('offices', mine(me)).some((o) => o.id === officeId))
    throw invalid('office_id', msg('invalidInput'));
}

export const marketingHandlers = [
  route(
    'get',
    '/user/marketing-requests',
    ({ me, url, lang }) =>
      ok(
        paginate(newestFirst(ownedList('marketingRequests', mine(me))), url, (m) =>
          toMarketing(m, lang),
        ),
      ),
    { auth: lessor },
  ),
  route(
    'post',
    '/user/marketing-requests',
    async ({ me, body, lang }) => {
      checkOwnOffice(me, body.office_id);
      const { store, db } = getStore();
      const row = await db.marketingRequests.create({
        id: store.nextId('marketingRequests'),
        owner_id: me.actingFor,
        office_id: body.office_id,
        status: 'pending',
        channels: body.channels,
        budget: body.budget ?? null,
        notes: body.notes ?? null,
        created_at: new Date().toISOString(),
      });
      return created(toMarketing(row, lang), 'تم إرسال طلب التسويق');
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/marketing-requests/{id}',
    ({ me, params, lang }) =>
      ok(toMarketing(ownedItem('marketingRequests', mine(me), params.id), lang)),
    { auth: lessor },
  ),
  route(
    'put',
    '/user/marketing-requests/{id}',
    async ({ me, params, body, lang }) => {
      const m = ownedItem('marketingRequests', mine(me), params.id);
      // Spec: "marketing requests in processing cannot be edited".
      if (m.status !== 'pending')
        throw invalid(
          'status',
          msg('invalidInput'),
          'Marketing requests in processing cannot be edited',
        );
      checkOwnOffice(me, body.office_id);
      const next = await getStore().db.marketingRequests.update((q) => q.where({ id: m.id }), {
        data(x) {
          x.office_id = body.office_id;
          x.channels = body.channels;
          x.budget = body.budget ?? null;
          x.notes = body.notes ?? null;
        },
      });
      return ok(toMarketing(next!, lang), 'تم حفظ الطلب');
    },
    { auth: lessor },
  ),
];
