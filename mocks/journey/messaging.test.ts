// @vitest-environment node
// Conversations, support tickets and notification preferences through the API, as the two
// sides of the app drive them: a tenant writes to a host about an office (a phone number
// masked until a booking of that office is paid), the host reads and answers, blocking and
// reporting; a ticket opened, answered by support, replied to, closed and reopened; an ad
// report among the reporter's tickets; preferences that decide the outgoing channels.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getStore } from '../backend';
import { CONTACT_MASK } from '@/domain/messaging/mask-contacts';
import { DEMO_LESSOR_ID, DEMO_TENANT_ID } from '../seed/users';
import { outboxMessages } from '../services/outbox';
import { answerAsSupport } from '../services/support';
import { call, ORIGIN, seedSessions } from '../testing/api';
import { book, dailyBooking, payByCard } from './helpers';

serveEmbeddedBackend();

const T = { as: 'tenant' } as const;
const L = { as: 'lessor' } as const;
const OFFICE = 7; // the demo lessor's office the demo tenant has never booked
const unread = async (opts: typeof T | typeof L, prefix: string) =>
  (await call('get', `${prefix}/conversations`, opts)).body.data.unread_total as number;

describe('a conversation between a tenant and a host', () => {
  it('masks a phone number before payment, counts unread messages, and delivers both ways', async () => {
    await seedSessions();
    const before = await unread(L, '/user');
    const opened = await call('post', '/ordinaries/conversations', {
      ...T,
      body: { office_id: OFFICE, text: 'هل المكتب متاح؟ اتصل بي على 055 123 4567' },
    });
    expect(opened.status).toBe(201);
    const id = opened.body.data.id;
    expect(opened.body.data).toMatchObject({
      contacts_visible: false,
      can_book: true,
      unread_count: 0,
    });
    expect(opened.body.data.last_message.text).toBe(`هل المكتب متاح؟ اتصل بي على ${CONTACT_MASK}`);
    // Opening it again answers the same conversation.
    const again = await call('post', '/ordinaries/conversations', {
      ...T,
      body: { office_id: OFFICE },
    });
    expect([again.status, again.body.data.id]).toEqual([200, id]);

    expect(await unread(L, '/user')).toBe(before + 1);
    const note = getStore().db.notifications.findFirst((q) =>
      q.where((n) => n.user_id === DEMO_LESSOR_ID && n.type === 'message'),
    );
    expect(note).toMatchObject({ link: `/dashboard/messages/${id}`, read_at: null });
    expect(outboxMessages({ to_user_id: DEMO_LESSOR_ID, channel: 'whatsapp' })[0].body).toContain(
      CONTACT_MASK,
    );

    const lessorView = await call('get', `/user/conversations/${id}/messages`, L);
    expect(lessorView.body.data.data).toHaveLength(1);
    expect(lessorView.body.data.data[0]).toMatchObject({ mine: false, masked: true });
    const read = await call('post', `/user/conversations/${id}/read`, { ...L, body: {} });
    expect(read.body.data.unread_count).toBe(0);
    expect(await unread(L, '/user')).toBe(before);
    expect(
      getStore().db.notifications.findFirst((q) => q.where({ id: note!.id }))!.read_at,
    ).not.toBeNull();

    const answer = await call('post', `/user/conversations/${id}/messages`, {
      ...L,
      form: { text: 'نعم متاح، راسلني على host@example.sa' },
    });
    expect(answer.body.data).toMatchObject({
      mine: true,
      masked: true,
      text: `نعم متاح، راسلني على ${CONTACT_MASK}`,
    });
    expect(answer.body.data.read_at).toBeUndefined();
    // The tenant polls with the last id it has and gets only the answer; the host's
    // business account is not offered a booking.
    const first = lessorView.body.data.data[0].id;
    const polled = await call('get', `/ordinaries/conversations/${id}/messages`, {
      ...T,
      query: { after_id: first },
    });
    expect(polled.body.data.data.map((m: { id: number }) => m.id)).toEqual([answer.body.data.id]);
    expect((await call('get', `/user/conversations/${id}`, L)).body.data.can_book).toBe(false);
    await call('post', `/ordinaries/conversations/${id}/read`, { ...T, body: {} });
    const seen = await call('get', `/user/conversations/${id}/messages`, L);
    expect(seen.body.data.data.at(-1).read_at).toBeTruthy();
    expect(seen.body.data.other_last_read_id).toBe(answer.body.data.id);
  });

  it('shows contact details once a booking of that office is paid', async () => {
    await seedSessions();
    const opened = await call('post', '/ordinaries/conversations', {
      ...T,
      body: { office_id: OFFICE },
    });
    const unit = getStore().db.units.findFirst((q) =>
      q.where({ office_id: OFFICE, status: 'published' }),
    )!;
    const booked = await book(T, dailyBooking(unit.id, 60, 61));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await payByCard(T, booked.body.data.id);
    const sent = await call('post', `/ordinaries/conversations/${opened.body.data.id}/messages`, {
      ...T,
      form: { text: 'رقمي 0551234567' },
    });
    expect(sent.body.data).toMatchObject({ masked: false, text: 'رقمي 0551234567' });
  });

  it('stops both sides after a block, and a report becomes the reporter’s ticket', async () => {
    await seedSessions();
    const reported = await call('post', '/user/conversations/2/report', {
      ...L,
      body: { reason_type: 'off_platform', reason: 'يطلب التواصل خارج المنصة', block: true },
    });
    expect(reported.status).toBe(201);
    expect(reported.body.data).toMatchObject({
      source: 'chat_report',
      conversation_id: 2,
      status: 'open',
      mine: true,
    });
    expect((await call('get', '/user/conversations/2', L)).body.data.blocked).toBe('by_me');
    const blocked = await call('post', '/user/conversations/2/messages', {
      ...L,
      form: { text: 'x' },
    });
    expect([blocked.status, blocked.body.message]).toEqual([403, 'conversations:errors.blocked']);
    const mine = await call('get', '/user/complaints', { ...L, query: { scope: 'mine' } });
    expect(mine.body.data.data[0].id).toBe(reported.body.data.id);
    const unblocked = await call('post', '/user/conversations/2/block', {
      ...L,
      body: { blocked: false },
    });
    expect(unblocked.body.data.blocked).toBe('none');
  });

  it('is a tenant’s to start from an office; a lessor starts from a booking only', async () => {
    await seedSessions();
    expect(
      (await call('post', '/ordinaries/conversations', { ...L, body: { office_id: 1 } })).status,
    ).toBe(403);
    const noBooking = await call('post', '/user/conversations', { ...L, body: { office_id: 1 } });
    expect(noBooking.status).toBe(422);
    expect(noBooking.body.errors.reservation_id).toBeTruthy();
    const other = await call('post', '/ordinaries/conversations', {
      ...T,
      body: { reservation_id: 999 },
    });
    expect(other.status).toBe(422);
  });
});

describe('support tickets', () => {
  it('opens with a 72-hour promise, stops the clock on an answer, reopens it on a reply', async () => {
    await seedSessions();
    const created = await call('post', '/ordinaries/complaints', {
      ...T,
      form: {
        type: 'inquiry',
        subject: 'فاتورة باسم الشركة',
        reason: 'أحتاج فاتورة ضريبية باسم الشركة للحجز',
      },
    });
    expect(created.status).toBe(201);
    const t = created.body.data;
    expect(t).toMatchObject({
      status: 'open',
      type: 'inquiry',
      source: 'support',
      mine: true,
      replies_count: 0,
    });
    expect(Date.parse(t.due_at) - Date.parse(t.created_at)).toBe(72 * 3_600_000);

    await answerAsSupport(
      getStore().db.complaints.findFirst((q) => q.where({ id: t.id }))!,
      'تم إرسال الفاتورة',
    );
    const answered = (await call('get', `/ordinaries/complaints/${t.id}`, T)).body.data;
    expect(answered).toMatchObject({
      status: 'answered',
      reply: 'تم إرسال الفاتورة',
      replies_count: 1,
    });
    expect(answered.due_at).toBeUndefined();
    expect(answered.replies[0]).toMatchObject({ author: 'support' });
    const note = getStore()
      .db.notifications.findMany((q) => q.where({ user_id: DEMO_TENANT_ID, type: 'complaint' }))
      .at(-1);
    expect(note?.link).toBe(`/dashboard/supports/${t.id}`);

    const replied = await call('post', `/ordinaries/complaints/${t.id}/replies`, {
      ...T,
      form: { text: 'شكرا، وصلت' },
    });
    expect(replied.body.data).toMatchObject({ status: 'open', replies_count: 2 });
    expect(replied.body.data.replies[1].author).toBe('me');
    const closed = await call('post', `/ordinaries/complaints/${t.id}/close`, T);
    expect(closed.body.data).toMatchObject({ status: 'closed' });
    expect(
      (await call('post', `/ordinaries/complaints/${t.id}/replies`, { ...T, form: { text: 'x' } }))
        .status,
    ).toBe(422);
    expect((await call('post', `/ordinaries/complaints/${t.id}/close`, T)).status).toBe(422);
    const reopened = await call('post', `/ordinaries/complaints/${t.id}/reopen`, T);
    expect(reopened.body.data.status).toBe('open');
    expect(reopened.body.data.due_at).toBeTruthy();
  });

  it('names the office of the booking a ticket is about', async () => {
    await seedSessions();
    const booking = getStore().db.reservations.findFirst((q) =>
      q.where({ tenant_id: DEMO_TENANT_ID }),
    )!;
    const created = await call('post', '/ordinaries/complaints', {
      ...T,
      form: {
        type: 'complaint',
        subject: 'التكييف لا يعمل',
        reason: 'التكييف في المكتب لا يعمل منذ الصباح',
        reservation_id: String(booking.id),
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      reservation_id: booking.id,
      office_id: booking.office_id,
      office_name: expect.any(String),
    });
  });

  it('lists the ad reports of the details page among the reporter’s tickets, filtered by status', async () => {
    await seedSessions();
    const report = await call('post', '/ordinaries/offices/5/report', {
      ...T,
      body: { reason_type: 'fraud', reason: 'الإعلان يطلب تحويلا مسبقا خارج المنصة' },
    });
    expect(report.body.data).toMatchObject({
      source: 'ad_report',
      report_reason: 'fraud',
      office_id: 5,
    });
    const open = await call('get', '/ordinaries/complaints', { ...T, query: { status: 'open' } });
    expect(open.body.data.data[0].id).toBe(report.body.data.id);
    expect(open.body.data.data.every((c: { status: string }) => c.status === 'open')).toBe(true);
    // The office's lessor sees it, read-only.
    const owner = getStore().db.offices.findFirst((q) => q.where({ id: 5 }))!.owner_id;
    expect(owner).toBe(DEMO_LESSOR_ID);
    const about = await call('get', '/user/complaints', { ...L, query: { scope: 'offices' } });
    expect(
      about.body.data.data.some(
        (c: { id: number; mine: boolean }) => c.id === report.body.data.id && !c.mine,
      ),
    ).toBe(true);
    expect((await call('get', `/user/complaints/${report.body.data.id}`, L)).status).toBe(200);
    expect((await call('post', `/user/complaints/${report.body.data.id}/close`, L)).status).toBe(
      404,
    );
  });
});

describe('demo controls (mock mode only, outside the contract)', () => {
  it('answer a ticket as support and list what would have been sent', async () => {
    await seedSessions();
    const post = (text: unknown) =>
      fetch(`${ORIGIN}/mock-support/complaints/1/answer`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text }),
      });
    expect((await post('')).status).toBe(422);
    const res = await post('تمت معالجة طلبك');
    expect(await res.json()).toEqual({ data: { id: 1, status: 'answered' } });
    const outbox = await (
      await fetch(`${ORIGIN}/mock-outbox?channel=whatsapp&to_user_id=1`)
    ).json();
    expect(outbox.data[0]).toMatchObject({
      channel: 'whatsapp',
      to: '+966500000001',
      to_name: 'محمد القحطاني',
      link: '/dashboard/supports/1',
    });
    expect(
      (await fetch(`${ORIGIN}/mock-support/complaints/999/answer`, { method: 'POST' })).status,
    ).toBe(404);
  });
});

describe('notifications and their preferences', () => {
  it('filters by type, marks all read, and sends only on the channels chosen', async () => {
    await seedSessions();
    const payments = await call('get', '/ordinaries/notifications', {
      ...T,
      query: { type: 'payment' },
    });
    expect(payments.body.data.data.every((n: { type: string }) => n.type === 'payment')).toBe(true);
    const all = await call('post', '/ordinaries/notifications/read-all', { ...T, body: {} });
    expect(all.body.data.updated).toBeGreaterThan(0);
    const left = await call('get', '/ordinaries/notifications', {
      ...T,
      query: { unread_only: true },
    });
    expect(left.body.data.total).toBe(0);

    const prefs = await call('put', '/user/notification-preferences', {
      ...L,
      body: {
        language: 'en',
        items: [{ type: 'message', in_app: true, sms: true, whatsapp: false, email: false }],
      },
    });
    expect(prefs.body.data.language).toBe('en');
    expect(prefs.body.data.items.find((i: { type: string }) => i.type === 'message')).toMatchObject(
      { sms: true, whatsapp: false },
    );
    expect(prefs.body.data.items.find((i: { type: string }) => i.type === 'payment')).toMatchObject(
      { whatsapp: true },
    );
    await call('post', '/ordinaries/conversations', {
      ...T,
      body: { office_id: OFFICE, text: 'Hello' },
    });
    const [sms, ...rest] = outboxMessages({ to_user_id: DEMO_LESSOR_ID });
    expect(rest).toEqual([]);
    expect(sms).toMatchObject({
      channel: 'sms',
      body: 'Maktabi: New message from Mohammed Alqahtani — Hello',
    });
  });
});
