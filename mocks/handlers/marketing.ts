// Tag "marketing": the lessor's marketing requests for its offices. A request is edited
// only while it is new (`pending`); in processing, done or rejected the backend refuses
// (spec section 4, `canEditMarketingRequest`).
import { canEditMarketingRequest } from '@/domain';
import { createMarketingRequestSchema } from '@schemas/marketing';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import { lessor, type Lessor } from '../lib/auth';
import { created, invalid, newestFirst, ok, paginate } from '../lib/http';
import { ofAccount, ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toMarketing } from '../serializers/marketing';
import { updateById } from '../lib/update-row';

/** 422 on `office_ids` unless every office is the account's. */
function checkOwnOffices(me: Lessor, officeIds: number[]) {
  const own = new Set(ownedList('offices', ofAccount(me)).map((o) => o.id));
  if (!officeIds.every((id) => own.has(id))) throw invalid('office_ids', msg('invalidInput'));
}

/** My request, or 422 when it is no longer new (404 when it is not mine). */
function editable(me: Lessor, id: string) {
  const m = ownedItem('marketingRequests', ofAccount(me), id);
  if (!canEditMarketingRequest(m.status))
    throw invalid(
      'status',
      msg('marketingLocked'),
      'Marketing requests in processing cannot be edited',
    );
  return m;
}

const rules = () => createMarketingRequestSchema({ now: new Date() });

export const marketingHandlers = [
  route(
    'get',
    '/user/marketing-requests',
    ({ me, url, lang }) => {
      const status = url.searchParams.get('status');
      const rows = ownedList('marketingRequests', ofAccount(me)).filter(
        (m) => !status || m.status === status,
      );
      return ok(paginate(newestFirst(rows), url, (m) => toMarketing(m, lang)));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/marketing-requests',
    async ({ me, body, lang }) => {
      checkOwnOffices(me, body.office_ids);
      const { store, db } = getStore();
      const now = new Date().toISOString();
      const row = await db.marketingRequests.create({
        id: store.nextId('marketingRequests'),
        owner_id: me.actingFor,
        office_ids: [...new Set(body.office_ids)],
        status: 'pending',
        package: body.package,
        goal: body.goal,
        channels: body.channels,
        start_date: body.start_date,
        end_date: body.end_date,
        budget: body.budget ?? null,
        notes: body.notes ?? null,
        status_note: null,
        created_at: now,
        updated_at: now,
      });
      return created(toMarketing(row, lang), 'تم إرسال طلب التسويق');
    },
    { auth: lessor, rules },
  ),
  route(
    'get',
    '/user/marketing-requests/{id}',
    ({ me, params, lang }) =>
      ok(toMarketing(ownedItem('marketingRequests', ofAccount(me), params.id), lang)),
    { auth: lessor },
  ),
  route(
    'put',
    '/user/marketing-requests/{id}',
    async ({ me, params, body, lang }) => {
      const m = editable(me, params.id);
      checkOwnOffices(me, body.office_ids);
      const next = await updateById(getStore().db.marketingRequests, m.id, {
        data(x) {
          x.office_ids = [...new Set(body.office_ids)];
          x.package = body.package;
          x.goal = body.goal;
          x.channels = body.channels;
          x.start_date = body.start_date;
          x.end_date = body.end_date;
          x.budget = body.budget ?? null;
          x.notes = body.notes ?? null;
          x.updated_at = new Date().toISOString();
        },
      });
      return ok(toMarketing(next, lang), 'تم حفظ الطلب');
    },
    {
      auth: lessor,
      // The lock is told before any field message: a locked request is not worth correcting.
      rules: ({ me, params }) => {
        editable(me, params.id);
        return rules();
      },
    },
  ),
];
