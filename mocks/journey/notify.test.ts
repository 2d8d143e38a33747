// @vitest-environment node
// notify(): the in-app notification plus the SMS / WhatsApp / e-mail texts the account's
// preferences allow (recorded in the outbox), and the booking events that call it: a new
// booking, a payment received, a booking accepted, rejected or cancelled, a new review.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getStore } from '../backend';
import { DEMO_LESSOR, DEMO_TENANT } from '../demo-accounts';
import { DEMO_LESSOR_ID, DEMO_TENANT_ID } from '../seed/users';
import { call } from '../testing/api';
import { notify } from '../services/notify';
import { outboxMessages, recordOutbox } from '../services/outbox';
import { book, dailyBooking, day, login, payByCard, searchAndPick } from './helpers';

serveEmbeddedBackend();

const db = () => getStore().db;
const latestNote = (userId: number) =>
  db()
    .notifications.findMany((q) => q.where({ user_id: userId }))
    .sort((a, b) => b.id - a.id)[0];

describe('notify', () => {
  it('creates the in-app notification in both languages and the texts of the default channels', async () => {
    const row = await notify(DEMO_LESSOR_ID, 'payment', {
      text: 'payment.received',
      params: {
        id: 7,
        unit: { ar: 'مكتب ١٠٢', en: 'Office 102' },
        amount: { ar: '100.00 ر.س', en: 'SAR 100.00' },
      },
      link: '/dashboard/reservations/7',
    });
    expect(row).toMatchObject({
      title_ar: 'تم استلام دفعة',
      body_en: 'SAR 100.00 received for booking #7 (Office 102).',
      link: '/dashboard/reservations/7',
      read_at: null,
    });
    const sent = outboxMessages({ to_user_id: DEMO_LESSOR_ID });
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);
    const whatsapp = sent.find((m) => m.channel === 'whatsapp')!;
    expect(whatsapp.to).toBe('+966500000002');
    expect(whatsapp.body).toBe(
      'مكتبي: تم استلام دفعة — تم استلام 100.00 ر.س للحجز رقم 7 على مكتب ١٠٢.',
    );
    expect(sent.find((m) => m.channel === 'email')).toMatchObject({
      to: 'lessor.demo@example.sa',
      subject: 'تم استلام دفعة',
    });
  });

  it('follows the saved preferences: channels off, in-app off, English texts', async () => {
    await db().notificationPrefs.create({
      id: 1,
      user_id: DEMO_TENANT_ID,
      language: 'en',
      channels: { review: { in_app: false, sms: true, whatsapp: false, email: false } },
    });
    const before = db().notifications.count();
    expect(
      await notify(DEMO_TENANT_ID, 'review', { text: 'review.new', params: { rating: 4 } }),
    ).toBeNull();
    expect(db().notifications.count()).toBe(before);
    const [sms] = outboxMessages({ to_user_id: DEMO_TENANT_ID });
    expect(sms).toMatchObject({
      channel: 'sms',
      body: expect.stringMatching(/^Maktabi: New review — /),
    });
    expect(sms.body).toContain('4 out of 5');
  });

  it('skips e-mail for an account without an address', async () => {
    const noEmail = db().users.findFirst((q) => q.where((u) => u.email === null))!;
    expect(await recordOutbox({ to_user_id: noEmail.id, channel: 'email', body: 'x' })).toBeNull();
    expect(await recordOutbox({ to_user_id: noEmail.id, channel: 'sms', body: 'x' })).toMatchObject(
      { to: noEmail.phone },
    );
  });
});

describe('booking events notify both sides', () => {
  it('a new booking and its payment reach the lessor, the confirmation the tenant', async () => {
    const { token } = await login(DEMO_TENANT.phone);
    const { unit } = await searchAndPick(token, day(170), day(172));
    const booked = await book(token, dailyBooking(unit.id, 170, 172));
    expect(booked.status).toBe(201);
    const id = booked.body.data.id;
    expect(latestNote(DEMO_LESSOR_ID)).toMatchObject({
      type: 'reservation',
      link: `/dashboard/reservations/${id}`,
      body_en: expect.stringContaining(`#${id}`),
    });
    await payByCard(token, id);
    expect(latestNote(DEMO_LESSOR_ID)).toMatchObject({
      type: 'payment',
      title_en: 'Payment received',
    });
    const tenantNotes = db()
      .notifications.findMany((q) => q.where({ user_id: DEMO_TENANT_ID }))
      .sort((a, b) => b.id - a.id)
      .slice(0, 2);
    expect(tenantNotes.map((n) => n.title_en)).toEqual(['Payment confirmed', 'Booking confirmed']);
    // The tenant's note leads to their booking (amounts paid and left, invoice, cancel).
    expect(tenantNotes[0].link).toBe(`/dashboard/bookings/${id}`);
    const whatsapp = outboxMessages({ to_user_id: DEMO_LESSOR_ID, channel: 'whatsapp' })[0];
    expect(whatsapp.body).toContain(`للحجز رقم ${id}`);
    expect(whatsapp.link).toBe(`/dashboard/reservations/${id}`);
  });

  it('a rejected booking reaches the tenant; a new review the lessor', async () => {
    const lessor = await login(DEMO_LESSOR.phone);
    const pending = db().reservations.findFirst((q) =>
      q.where({ lessor_id: DEMO_LESSOR_ID, status: 'pending' }),
    )!;
    const moved = await call('post', `/user/reservations/${pending.id}/reject`, {
      token: lessor.token,
      body: { reason: 'الوحدة تحت الصيانة في هذه الفترة' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(latestNote(pending.tenant_id)).toMatchObject({
      type: 'reservation',
      title_en: 'Booking declined',
    });

    const tenant = await login(DEMO_TENANT.phone);
    const office = db().offices.findFirst((q) =>
      q.where({ owner_id: DEMO_LESSOR_ID, status: 'published' }),
    )!;
    const review = await call('post', '/ordinaries/reviews', {
      token: tenant.token,
      body: { office_id: office.id, title: 'مكان رائع', comment: 'المكتب نظيف وهادئ', rating: 5 },
    });
    expect(review.status).toBe(201);
    expect(latestNote(DEMO_LESSOR_ID)).toMatchObject({
      type: 'review',
      // The lessor answers reviews on the evaluations page, so the note links there.
      link: '/dashboard/evaluations',
    });
  });
});
