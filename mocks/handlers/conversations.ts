// Tag "conversations": the chat between a tenant and a lessor about an office or a booking.
// The tenant opens it from an office (details page) or a booking; the lessor from a
// booking. Messages are masked until the tenant has paid a booking with the lessor; a
// block stops both sides; a report becomes a support ticket of the reporter.
import {
  conversationReportSchema,
  conversationStartSchema,
  uploadedChatMessageSchema,
} from '@schemas/messaging';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { ConversationRow, UserRow } from '../db/schema';
import { lessor, tenant, type Lessor } from '../lib/auth';
import { ApiFailure, created, invalid, ok, paginate } from '../lib/http';
import { ownedItem } from '../lib/owned';
import { route } from '../lib/route';
import {
  messagesOf,
  toChatMessage,
  toConversation,
  unreadCount,
  type Side,
} from '../serializers/conversation';
import { toComplaint } from '../serializers/complaint';
import {
  BLOCKED_MESSAGE,
  conversationsOf,
  markRead,
  openConversation,
  sendMessage,
  setBlocked,
} from '../services/conversations';
import { createTicket } from '../services/support';
import type { Lang } from '../lib/http';
import { uploadedFiles } from '../lib/body';
import { extOf, keepUpload } from '../lib/uploads';

/** A message form: its text, and its image kept under the path the message names. */
async function sendForm(
  c: Parameters<typeof sendMessage>[0],
  side: Parameters<typeof sendMessage>[1],
  sender: Parameters<typeof sendMessage>[2],
  body: { text?: string },
  request: Request,
) {
  const image = uploadedFiles(request).image;
  const sent = await sendMessage(c, side, sender, {
    text: body.text,
    // The path's extension follows the bytes (sendMessage reads it from this name).
    image: image ? `image.${extOf(image.kind)}` : undefined,
  });
  if (image && sent.message.image) await keepUpload(sent.message.image, image);
  return sent;
}

const DEFAULT_LIMIT = 50;

function inbox(side: Side, userId: number, url: URL, lang: Lang) {
  const all = conversationsOf(side, userId);
  const unreadOnly = url.searchParams.get('unread_only') === 'true';
  const rows = unreadOnly ? all.filter((c) => unreadCount(c, side) > 0) : all;
  const page = paginate(rows, url, (c) => toConversation(c, side, lang));
  const unread_total = all.reduce((n, c) => n + unreadCount(c, side), 0);
  return ok({ ...page, unread_total });
}

function batch(c: ConversationRow, side: Side, url: URL) {
  const num = (k: string) => Number(url.searchParams.get(k) ?? 0);
  const limit = num('limit') || DEFAULT_LIMIT;
  const after = num('after_id');
  const before = num('before_id');
  const all = messagesOf(c.id);
  let slice;
  let hasMore;
  if (after) {
    // Polling: what came after the last message the client has, oldest first.
    slice = all.filter((m) => m.id > after).slice(0, limit);
    hasMore = false;
  } else {
    const older = before ? all.filter((m) => m.id < before) : all;
    slice = older.slice(-limit);
    hasMore = older.length > slice.length;
  }
  const otherRead = side === 'tenant' ? c.lessor_read_id : c.tenant_read_id;
  return ok({
    data: slice.map((m) => toChatMessage(m, c, side)),
    has_more: hasMore,
    ...(otherRead > 0 ? { other_last_read_id: otherRead } : {}),
  });
}

const mineAsTenant = (me: UserRow) => ({ tenant_id: me.id });
const mineAsLessor = (me: Lessor) => ({ lessor_id: me.actingFor });

async function report(
  c: ConversationRow,
  side: Side,
  me: UserRow,
  body: { reason_type: string; reason: string; block?: boolean },
  lang: Lang,
) {
  const ticket = await createTicket({
    user_id: me.id,
    type: 'complaint',
    source: 'chat_report',
    report_reason: body.reason_type,
    subject: null,
    reason: body.reason,
    office_id: c.office_id,
    reservation_id: c.reservation_id,
    conversation_id: c.id,
    attachments: [],
  });
  if (body.block && c.blocked_by === null) await setBlocked(c, side, true);
  return created(toComplaint(ticket, lang, me.id), 'تم استلام البلاغ');
}

const tenantHandlers = [
  route(
    'get',
    '/ordinaries/conversations',
    ({ me, url, lang }) => inbox('tenant', me.id, url, lang),
    {
      auth: tenant,
    },
  ),
  route(
    'post',
    '/ordinaries/conversations',
    async ({ me, body, lang }) => {
      const { db } = getStore();
      let officeId = body.office_id;
      let reservationId: number | null = null;
      if (body.reservation_id) {
        const r = db.reservations.findFirst((q) =>
          q.where({ id: body.reservation_id!, tenant_id: me.id }),
        );
        if (!r) throw invalid('reservation_id', msg('invalidInput'));
        officeId = r.office_id;
        reservationId = r.id;
      }
      const office = db.offices.findFirst((q) => q.where({ id: officeId! }));
      if (!office) throw invalid('office_id', msg('invalidInput'));
      const { row, created: isNew } = await openConversation({
        tenant_id: me.id,
        lessor_id: office.owner_id,
        office_id: office.id,
        reservation_id: reservationId,
      });
      let c = row;
      if (body.text) c = (await sendMessage(c, 'tenant', me, { text: body.text })).conversation;
      else if (c.blocked_by) throw new ApiFailure(403, BLOCKED_MESSAGE);
      const data = toConversation(c, 'tenant', lang);
      return isNew ? created(data) : ok(data);
    },
    { auth: tenant, rules: () => conversationStartSchema },
  ),
  route(
    'get',
    '/ordinaries/conversations/{id}',
    ({ me, params, lang }) =>
      ok(toConversation(ownedItem('conversations', mineAsTenant(me), params.id), 'tenant', lang)),
    { auth: tenant },
  ),
  route(
    'get',
    '/ordinaries/conversations/{id}/messages',
    ({ me, params, url }) =>
      batch(ownedItem('conversations', mineAsTenant(me), params.id), 'tenant', url),
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/conversations/{id}/messages',
    async ({ me, params, body, request }) => {
      const c = ownedItem('conversations', mineAsTenant(me), params.id);
      const sent = await sendForm(c, 'tenant', me, body, request);
      return created(toChatMessage(sent.message, sent.conversation, 'tenant'));
    },
    { auth: tenant, rules: () => uploadedChatMessageSchema },
  ),
  route(
    'post',
    '/ordinaries/conversations/{id}/read',
    async ({ me, params, body, lang }) => {
      const c = ownedItem('conversations', mineAsTenant(me), params.id);
      return ok(toConversation(await markRead(c, 'tenant', body?.up_to_id), 'tenant', lang));
    },
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/conversations/{id}/block',
    async ({ me, params, body, lang }) => {
      const c = ownedItem('conversations', mineAsTenant(me), params.id);
      return ok(toConversation(await setBlocked(c, 'tenant', body.blocked), 'tenant', lang));
    },
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/conversations/{id}/report',
    ({ me, params, body, lang }) =>
      report(ownedItem('conversations', mineAsTenant(me), params.id), 'tenant', me, body, lang),
    { auth: tenant, rules: () => conversationReportSchema },
  ),
];

const lessorHandlers = [
  route(
    'get',
    '/user/conversations',
    ({ me, url, lang }) => inbox('lessor', me.actingFor, url, lang),
    {
      auth: lessor,
    },
  ),
  route(
    'post',
    '/user/conversations',
    async ({ me, body, lang }) => {
      // A lessor writes first only to the tenant of one of its bookings.
      if (!body.reservation_id) throw invalid('reservation_id', msg('required'));
      const r = ownedItem('reservations', mineAsLessor(me), body.reservation_id);
      const { row, created: isNew } = await openConversation({
        tenant_id: r.tenant_id,
        lessor_id: me.actingFor,
        office_id: r.office_id,
        reservation_id: r.id,
      });
      let c = row;
      if (body.text) c = (await sendMessage(c, 'lessor', me, { text: body.text })).conversation;
      const data = toConversation(c, 'lessor', lang);
      return isNew ? created(data) : ok(data);
    },
    { auth: lessor, rules: () => conversationStartSchema },
  ),
  route(
    'get',
    '/user/conversations/{id}',
    ({ me, params, lang }) =>
      ok(toConversation(ownedItem('conversations', mineAsLessor(me), params.id), 'lessor', lang)),
    { auth: lessor },
  ),
  route(
    'get',
    '/user/conversations/{id}/messages',
    ({ me, params, url }) =>
      batch(ownedItem('conversations', mineAsLessor(me), params.id), 'lessor', url),
    { auth: lessor },
  ),
  route(
    'post',
    '/user/conversations/{id}/messages',
    async ({ me, params, body, request }) => {
      const c = ownedItem('conversations', mineAsLessor(me), params.id);
      const sent = await sendForm(c, 'lessor', me, body, request);
      return created(toChatMessage(sent.message, sent.conversation, 'lessor'));
    },
    { auth: lessor, rules: () => uploadedChatMessageSchema },
  ),
  route(
    'post',
    '/user/conversations/{id}/read',
    async ({ me, params, body, lang }) => {
      const c = ownedItem('conversations', mineAsLessor(me), params.id);
      return ok(toConversation(await markRead(c, 'lessor', body?.up_to_id), 'lessor', lang));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/conversations/{id}/block',
    async ({ me, params, body, lang }) => {
      const c = ownedItem('conversations', mineAsLessor(me), params.id);
      return ok(toConversation(await setBlocked(c, 'lessor', body.blocked), 'lessor', lang));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/conversations/{id}/report',
    ({ me, params, body, lang }) =>
      report(ownedItem('conversations', mineAsLessor(me), params.id), 'lessor', me, body, lang),
    { auth: lessor, rules: () => conversationReportSchema },
  ),
];

export const conversationsHandlers = [...tenantHandlers, ...lessorHandlers];
