// @vitest-environment node
// Running the space through the embedded backend's API: a lessor blocks days and hours and
// the public availability, the quote and the booking all refuse them; the unit's iCal feed
// (checked with ical.js) has one event per booking and block with stable UIDs, and its link
// can be reset; an imported .ics becomes blocks (matched by UID on re-import); a marketing
// request is edited only while new; a review reply shows publicly; a report figure equals
// the sum of the reservations it counts.
import '../testing/node-storage';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { isEarned, toHalalas } from '@/domain';
import { getStore } from '../backend';
import { DEMO_LESSOR, DEMO_TENANT } from '../demo-accounts';
import { call } from '../testing/api';
import { askQuote, book, day, login } from './helpers';

serveEmbeddedBackend();

const UNIT = 1; // the demo lessor's daily-priced unit (free far ahead)
const FAR = 250;

async function tokens() {
  return {
    lessor: (await login(DEMO_LESSOR.phone)).token,
    tenant: (await login(DEMO_TENANT.phone)).token,
  };
}

const availability = async (from: string, to: string) =>
  (await call('get', `/public/units/${UNIT}/availability`, { query: { from, to } })).body.data
    .days as {
    date: string;
    state: string;
    booked_hours?: { from: string; to: string }[];
  }[];

describe('blocks', () => {
  it('a blocked day is unavailable publicly and refused by the quote and the booking', async () => {
    const { lessor, tenant } = await tokens();
    const made = await call('post', `/user/calendar/${UNIT}/blocks`, {
      token: lessor,
      body: { start_date: day(FAR), end_date: day(FAR + 1), kind: 'private_use' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const days = await availability(day(FAR - 1), day(FAR + 2));
    expect(days.map((d) => d.state)).toEqual([
      'available',
      'unavailable',
      'unavailable',
      'available',
    ]);
    const body = {
      unit_id: UNIT,
      type_res_id: 2,
      start_date: day(FAR - 1),
      end_date: day(FAR + 1),
    };
    const quote = await askQuote(tenant, body);
    expect(quote.status).toBe(422);
    expect(quote.body.errors.start_date).toEqual(['validation:blockedSlot']);
    const booking = await book(tenant, { ...body, pay_mode: 'full', accept_terms: true });
    expect(booking.status).toBe(422);
    // Unblocked, the same days can be booked.
    const gone = await call('delete', `/user/calendar/${UNIT}/blocks/${made.body.data.id}`, {
      token: lessor,
    });
    expect(gone.status).toBe(200);
    expect((await askQuote(tenant, body)).status).toBe(200);
  });

  it('blocked hours show as taken hours; a block cannot cover a booking', async () => {
    const { lessor } = await tokens();
    const hours = await call('post', `/user/calendar/${UNIT}/blocks`, {
      token: lessor,
      body: {
        start_date: day(FAR),
        end_date: day(FAR),
        start_time: '09:00',
        end_time: '12:00',
        kind: 'maintenance',
      },
    });
    expect(hours.status).toBe(201);
    const [d] = await availability(day(FAR), day(FAR));
    expect(d.state).toBe('hourly_booked');
    expect(d.booked_hours).toEqual([{ from: '09:00', to: '12:00' }]);
    const live = getStore().db.reservations.findFirst((q) =>
      q.where((r) => r.unit_id === UNIT && r.status === 'pending' && r.start_at > day(1)),
    )!;
    const block = (date: string) =>
      call('post', `/user/calendar/${UNIT}/blocks`, {
        token: lessor,
        body: { start_date: date, end_date: date, kind: 'maintenance' },
      });
    // The booking's first day is taken; its departure day is free from midnight (half-open).
    const before = await block(live.start_at.slice(0, 10));
    const over = await block(live.end_at.slice(0, 10));
    expect(over.status).toBe(201);
    expect(before.status).toBe(422);
    expect(before.body.errors.start_date).toEqual(['validation:slotBooked']);
  });
});

describe('iCal', () => {
  it('serves a feed that ical.js parses: one event per live booking and manual block, stable UIDs', async () => {
    const { lessor } = await tokens();
    const feed = await call('get', `/user/calendar/${UNIT}/ical`, { token: lessor });
    expect(feed.status).toBe(200);
    const path = new URL(feed.body.data.url).pathname.replace('/apiBack/v1', '');
    const first = await call('get', path, { as: 'public' });
    expect(first.status).toBe(200);
    const comp = new ICAL.Component(ICAL.parse(first.body as string));
    const uids = comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).uid);
    const db = getStore().db;
    const live = db.reservations
      .findMany((q) => q.where({ unit_id: UNIT }))
      .filter((r) =>
        ['pending', 'processing', 'accepted', 'active', 'complete'].includes(r.status),
      );
    const manual = db.calendarBlocks.findMany((q) => q.where({ unit_id: UNIT, source: 'manual' }));
    expect(uids.sort()).toEqual(
      [
        ...live.map((r) => `reservation-${r.id}@maktabi.sa`),
        ...manual.map((b) => `block-${b.id}@maktabi.sa`),
      ].sort(),
    );
    const again = await call('get', path, { as: 'public' });
    expect(again.body).toBe(first.body);
    // A reset link: the old one answers 404, the new one works.
    const reset = await call('post', `/user/calendar/${UNIT}/ical/reset`, { token: lessor });
    expect(reset.body.data.url).not.toBe(feed.body.data.url);
    expect((await call('get', path, { as: 'public' })).status).toBe(404);
  });

  it('imports an .ics: events become blocks, re-import updates them, booked ones are skipped', async () => {
    const { lessor } = await tokens();
    const live = getStore().db.reservations.findFirst((q) =>
      q.where((r) => r.unit_id === UNIT && r.status === 'pending' && r.start_at > day(1)),
    )!;
    const ics = (end: number) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Airbnb Inc//Hosting Calendar//EN',
        'BEGIN:VEVENT',
        'UID:ext-1@example.com',
        `DTSTART;VALUE=DATE:${day(FAR + 20).replace(/-/g, '')}`,
        `DTEND;VALUE=DATE:${day(FAR + end).replace(/-/g, '')}`,
        'SUMMARY:Reserved',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:ext-2@example.com',
        `DTSTART;VALUE=DATE:${live.start_at.slice(0, 10).replace(/-/g, '')}`,
        'SUMMARY:Airbnb (Not available)',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n');
    const first = await call('post', `/user/calendar/${UNIT}/ical/import`, {
      token: lessor,
      body: { ics: ics(22) },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      created: 1,
      updated: 0,
      skipped: [{ uid: 'ext-2@example.com', cause: 'booked' }],
    });
    expect(first.body.data.blocks[0]).toMatchObject({
      start_date: day(FAR + 20),
      end_date: day(FAR + 21),
      source: 'ical',
    });
    const second = await call('post', `/user/calendar/${UNIT}/ical/import`, {
      token: lessor,
      body: { ics: ics(24) },
    });
    expect(second.body.data).toMatchObject({ created: 0, updated: 1 });
    expect(second.body.data.blocks[0].end_date).toBe(day(FAR + 23));
    const cal = await call('get', `/user/calendar/${UNIT}`, {
      token: lessor,
      query: { from: day(FAR + 19), to: day(FAR + 24) },
    });
    expect(cal.body.data.days.map((d: { state: string }) => d.state)).toEqual([
      'available',
      'unavailable',
      'unavailable',
      'unavailable',
      'unavailable',
      'available',
    ]);
    const bad = await call('post', `/user/calendar/${UNIT}/ical/import`, {
      token: lessor,
      body: { ics: 'hello' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.ics).toEqual(['validation:icalInvalid']);
  });
});

describe('marketing, reviews, reports', () => {
  it('edits a marketing request only while it is new', async () => {
    const { lessor } = await tokens();
    const list = await call('get', '/user/marketing-requests', {
      token: lessor,
      query: { status: 'processing' },
    });
    const processing = list.body.data.data[0];
    const body = {
      office_ids: processing.office_ids,
      package: 'premium',
      goal: 'launch',
      channels: ['email'],
      start_date: day(3),
      end_date: day(10),
    };
    const refused = await call('put', `/user/marketing-requests/${processing.id}`, {
      token: lessor,
      body,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.status).toEqual(['validation:marketingLocked']);
    const made = await call('post', '/user/marketing-requests', { token: lessor, body });
    expect(made.status).toBe(201);
    const edited = await call('put', `/user/marketing-requests/${made.body.data.id}`, {
      token: lessor,
      body: { ...body, package: 'basic' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.package).toBe('basic');
  });

  it('shows the reply under the review publicly; a review is reported once', async () => {
    const { lessor } = await tokens();
    const mine = await call('get', '/user/reviews', { token: lessor, query: { per_page: 1 } });
    const review = mine.body.data.data[0];
    const reply = await call('put', `/user/reviews/${review.id}/reply`, {
      token: lessor,
      body: { text: 'شكرا لزيارتك' },
    });
    expect(reply.status).toBe(200);
    const pub = await call('get', `/public/offices/${review.office_id}/reviews`, {
      query: { per_page: 100 },
    });
    const shown = pub.body.data.data.find((r: { id: number }) => r.id === review.id);
    expect(shown.lessor_reply.text).toBe('شكرا لزيارتك');
    expect(shown.reported_at).toBeUndefined();
    const report = () =>
      call('post', `/user/reviews/${review.id}/report`, {
        token: lessor,
        body: { reason: 'spam' },
      });
    expect((await report()).status).toBe(200);
    expect((await report()).body.errors.reason).toEqual(['validation:reviewReported']);
  });

  it('reports revenue equal to the sum of the earned reservations arriving in the range', async () => {
    const { lessor } = await tokens();
    const from = day(-200);
    const to = day(100);
    const report = await call('get', '/user/reports', { token: lessor, query: { from, to } });
    expect(report.status).toBe(200);
    const listed = await call('get', '/user/reservations', {
      token: lessor,
      query: { from, to, per_page: 100 },
    });
    const earned = listed.body.data.data.filter((r: { status: string }) => isEarned(r.status));
    expect(earned.length).toBeGreaterThan(0);
    const sum = earned.reduce(
      (s: number, r: { total_amount: number }) => s + toHalalas(r.total_amount),
      0,
    );
    expect(toHalalas(report.body.data.revenue)).toBe(sum);
    expect(report.body.data.bookings).toBe(earned.length);
    const months = report.body.data.revenue_by_month;
    expect(months.reduce((s: number, m: { gross: number }) => s + toHalalas(m.gross), 0)).toBe(sum);
  });
});
