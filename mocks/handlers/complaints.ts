// Tag "complaints": support tickets (complaints and inquiries) of tenants and lessors with
// their thread, close and reopen; a tenant's report of an office (it appears among the
// reporter's tickets). A lessor also sees, read-only, the complaints about its offices and
// bookings (`scope=offices`).
import { complaintSchema, reportSchema } from '@schemas/feedback';
import { msg } from '@schemas/messages';
import type { components } from '@/api/generated/apiback';
import { ticketReplySchema, uploadedAttachments } from '@schemas/messaging';
import { getStore } from '../backend';
import type { ComplaintRow, UserRow } from '../db/schema';
import { lessor, tenant, type Lessor } from '../lib/auth';
import {
  created,
  intParam,
  invalid,
  newestFirst,
  notFound,
  ok,
  paginate,
  type Lang,
} from '../lib/http';
import { ofAccount, ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { uploadedFileList } from '../lib/body';
import { toComplaint, toComplaintDetail } from '../serializers/complaint';
import {
  closeTicket,
  createTicket,
  reopenTicket,
  replyAsAuthor,
  storeAttachments,
} from '../services/support';

/** The attachment parts of a ticket or reply form (their paths in the body are placeholders). */
const attachmentsOf = (request: Request) => uploadedFileList(request, 'attachments');

const RECEIVED = 'تم استلام طلبك وسيتم الرد خلال 72 ساعة';

/** The multipart form's rules, with its files already stored as paths. */
const ticketRule = () => complaintSchema.extend({ attachments: uploadedAttachments });
const replyRule = () => ticketReplySchema.extend({ attachments: uploadedAttachments });

/** The contract's ticket form, its files already stored as paths (ticketRule). */
type TicketBody = Omit<components['schemas']['ComplaintInput'], 'attachments'> & {
  attachments?: unknown;
};

/** A ticket may name only a booking of the caller's own (as tenant, or as the office's lessor). */
function ownsReservation(me: UserRow | Lessor, id: number): boolean {
  const r = getStore().db.reservations.findFirst((q) => q.where({ id }));
  if (!r) return false;
  return 'actingFor' in me ? r.lessor_id === me.actingFor : r.tenant_id === me.id;
}

/** A new ticket of the caller (a tenant or a lessor), with its attachments. */
async function open({
  me,
  body,
  lang,
  request,
}: {
  me: UserRow;
  body: TicketBody;
  lang: Lang;
  request: Request;
}) {
  if (body.reservation_id !== undefined && !ownsReservation(me, body.reservation_id))
    throw invalid('reservation_id', msg('invalidInput'));
  return createTicket({
    user_id: me.id,
    type: body.type ?? 'complaint',
    source: 'support',
    report_reason: null,
    subject: body.subject,
    reason: body.reason,
    office_id: body.office_id ?? null,
    reservation_id: body.reservation_id ?? null,
    conversation_id: null,
    attachments: await storeAttachments(attachmentsOf(request), me.id),
  }).then((row) => created(toComplaint(row, lang, me.id), RECEIVED));
}

/** Status and type filters of the lists. */
function filtered(rows: ComplaintRow[], url: URL): ComplaintRow[] {
  const status = url.searchParams.get('status');
  const type = url.searchParams.get('type');
  return newestFirst(rows).filter(
    (c) => (!status || c.status === status) && (!type || c.type === type),
  );
}

/** Complaints by others about the lessor's offices or bookings. */
function aboutLessor(me: Lessor): ComplaintRow[] {
  const offices = new Set(ownedList('offices', ofAccount(me)).map((o) => o.id));
  const bookings = new Set(ownedList('reservations', { lessor_id: me.actingFor }).map((r) => r.id));
  return getStore().db.complaints.findMany((q) =>
    q.where(
      (c) =>
        c.user_id !== me.id &&
        ((c.office_id !== null && offices.has(c.office_id)) ||
          (c.reservation_id !== null && bookings.has(c.reservation_id))),
    ),
  );
}

/** A lessor's own ticket, or (read-only) one about its offices; 404 otherwise. */
function lessorVisible(me: Lessor, id: string): ComplaintRow {
  const want = intParam(id);
  const row =
    getStore().db.complaints.findFirst((q) => q.where({ id: want, user_id: me.id })) ??
    aboutLessor(me).find((c) => c.id === want);
  if (!row) notFound();
  return row;
}

const ownTicket = (me: UserRow, id: string) => ownedItem('complaints', { user_id: me.id }, id);

/** What the ticket operations read, the same for a tenant's and a lessor's paths. */
interface TicketContext<Me extends UserRow = UserRow> {
  me: Me;
  params: { id: string };
  lang: Lang;
}

/** A ticket's thread, found by `find` (a tenant sees its own; a lessor also those about it). */
const detail =
  <Me extends UserRow>(find: (me: Me, id: string) => ComplaintRow) =>
  ({ me, params, lang }: TicketContext<Me>) =>
    ok(toComplaintDetail(find(me, params.id), lang, me.id));

/** The author's reply, with its attachments, on the author's own ticket. */
async function reply({
  me,
  params,
  body,
  lang,
  request,
}: TicketContext & { body: { text: string }; request: Request }) {
  const c = await replyAsAuthor(
    ownTicket(me, params.id),
    body.text,
    await storeAttachments(attachmentsOf(request), me.id),
  );
  return created(toComplaintDetail(c, lang, me.id));
}

/** The author closes, or reopens, the author's own ticket. */
const closeOwn = async ({ me, params, lang }: TicketContext) =>
  ok(toComplaintDetail(await closeTicket(ownTicket(me, params.id)), lang, me.id));
const reopenOwn = async ({ me, params, lang }: TicketContext) =>
  ok(toComplaintDetail(await reopenTicket(ownTicket(me, params.id)), lang, me.id));

export const complaintsHandlers = [
  route(
    'get',
    '/ordinaries/complaints',
    ({ me, url, lang }) =>
      ok(
        paginate(filtered(ownedList('complaints', { user_id: me.id }), url), url, (c) =>
          toComplaint(c, lang, me.id),
        ),
      ),
    { auth: tenant },
  ),
  route('post', '/ordinaries/complaints', open, { auth: tenant, rules: ticketRule }),
  route('get', '/ordinaries/complaints/{id}', detail(ownTicket), { auth: tenant }),
  route('post', '/ordinaries/complaints/{id}/replies', reply, { auth: tenant, rules: replyRule }),
  route('post', '/ordinaries/complaints/{id}/close', closeOwn, { auth: tenant }),
  route('post', '/ordinaries/complaints/{id}/reopen', reopenOwn, { auth: tenant }),
  route(
    'post',
    '/ordinaries/offices/{id}/report',
    async ({ me, params, body, lang }) => {
      const office = getStore().db.offices.findFirst((q) => q.where({ id: intParam(params.id) }));
      if (!office) notFound();
      const row = await createTicket({
        user_id: me.id,
        type: 'complaint',
        source: 'ad_report',
        report_reason: body.reason_type,
        subject: null,
        reason: body.reason,
        office_id: office.id,
        reservation_id: null,
        conversation_id: null,
        attachments: [],
      });
      return created(toComplaint(row, lang, me.id), 'تم استلام البلاغ');
    },
    { auth: tenant, rules: () => reportSchema },
  ),

  route(
    'get',
    '/user/complaints',
    ({ me, url, lang }) => {
      const scope = url.searchParams.get('scope');
      const own = scope === 'offices' ? [] : ownedList('complaints', { user_id: me.id });
      const about = scope === 'mine' ? [] : aboutLessor(me);
      return ok(
        paginate(filtered([...own, ...about], url), url, (c) => toComplaint(c, lang, me.id)),
      );
    },
    { auth: lessor },
  ),
  route('post', '/user/complaints', open, { auth: lessor, rules: ticketRule }),
  route('get', '/user/complaints/{id}', detail(lessorVisible), { auth: lessor }),
  route('post', '/user/complaints/{id}/replies', reply, { auth: lessor, rules: replyRule }),
  route('post', '/user/complaints/{id}/close', closeOwn, { auth: lessor }),
  route('post', '/user/complaints/{id}/reopen', reopenOwn, { auth: lessor }),
];
