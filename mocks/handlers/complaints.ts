// Tag "complaints": complaints of tenants and lessors, and a tenant's report of an office.
// A lessor also sees the complaints about its offices.
import { complaintSchema, reportSchema } from '@schemas/feedback';
import { getStore } from '../backend';
import type { ComplaintRow } from '../db/schema';
import { lessor, tenant } from '../lib/auth';
import { created, intParam, newestFirst, notFound, ok, paginate } from '../lib/http';
import { ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toComplaint } from '../serializers/complaint';

type NewComplaint = Pick<
  ComplaintRow,
  'user_id' | 'subject' | 'reason' | 'office_id' | 'reservation_id'
>;

/** A new open complaint, answered within 72 hours. */
function createComplaint(fields: NewComplaint) {
  const { store, db } = getStore();
  return db.complaints.create({
    id: store.nextId('complaints'),
    ...fields,
    status: 'open',
    reply: null,
    created_at: new Date().toISOString(),
  });
}

const RECEIVED = 'تم استلام الشكوى وستعالج خلال 72 ساعة';

export const complaintsHandlers = [
  route(
    'get',
    '/ordinaries/complaints',
    ({ me, url, lang }) => {
      const rows = newestFirst(ownedList('complaints', { user_id: me.id }));
      return ok(paginate(rows, url, (c) => toComplaint(c, lang)));
    },
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/complaints',
    async ({ me, body, lang }) => {
      const row = await createComplaint({
        user_id: me.id,
        subject: body.subject ?? null,
        reason: body.reason,
        office_id: body.office_id ?? null,
        reservation_id: body.reservation_id ?? null,
      });
      return created(toComplaint(row, lang), RECEIVED);
    },
    { auth: tenant, rules: () => complaintSchema },
  ),
  route(
    'post',
    '/ordinaries/offices/{id}/report',
    async ({ me, params, body, lang }) => {
      const office = getStore().db.offices.findFirst((q) => q.where({ id: intParam(params.id) }));
      if (!office) notFound();
      const row = await createComplaint({
        user_id: me.id,
        subject: `بلاغ: ${body.reason_type}`,
        reason: body.reason,
        office_id: office.id,
        reservation_id: null,
      });
      return created(toComplaint(row, lang), 'تم استلام البلاغ');
    },
    { auth: tenant, rules: () => reportSchema },
  ),

  route(
    'get',
    '/user/complaints',
    ({ me, url, lang }) => {
      const mine = new Set(ownedList('offices', { owner_id: me.actingFor }).map((o) => o.id));
      // The lessor sees its own complaints and those about its offices.
      const rows = newestFirst(
        getStore().db.complaints.findMany((q) =>
          q.where((c) => c.user_id === me.id || (c.office_id !== null && mine.has(c.office_id))),
        ),
      );
      return ok(paginate(rows, url, (c) => toComplaint(c, lang)));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/complaints',
    async ({ me, body, lang }) => {
      const row = await createComplaint({
        user_id: me.id,
        subject: body.subject ?? null,
        reason: body.reason,
        office_id: body.office_id ?? null,
        reservation_id: body.reservation_id ?? null,
      });
      return created(toComplaint(row, lang), RECEIVED);
    },
    { auth: lessor, rules: () => complaintSchema },
  ),
];
