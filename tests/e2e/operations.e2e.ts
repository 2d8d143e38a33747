// Running the space in Chromium, one journey per language (desktop, with phone shots): the
// lessor blocks a day on the calendar and the public booking card refuses it; the unit's
// iCal feed parses with ical.js (one event per live booking and manual block) and an
// imported .ics shows as blocks; a review reply shows under the review on the details
// page; the unit's saved refundable deposit is locked (field, reason, and the backend's
// 422); a marketing request in processing cannot be edited (screen and backend); the
// report's gross revenue equals the sum of the reservations it counts; the dashboard home
// shows the performance, unit points and latest reviews cards.
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot, type Lang } from './harness/browser';
import { expectNoA11yViolations, go, loginAs, phoneShot, poll } from './harness/app';
import { journeyVariants } from './harness/langs';

afterAll(closeBrowser);

const UNIT = 1; // the demo lessor's first unit (office 1), daily prices
const LIVE = ['pending', 'processing', 'accepted', 'active', 'complete'];
const EARNED = ['accepted', 'active', 'complete', 'finished'];
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

/** GET an API path from the page (the embedded backend answers), with the session's token. */
async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const token = localStorage.getItem('user_token');
      const res = await fetch(`/apiBack/v1${path}`, {
        method: init.method ?? 'GET',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-App-Key': 'maktabi-dev-app-key',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as T };
    },
    { path, init },
  );
}

type Day = { date: string; state: string };
/** Free days of the unit: the first day with 3 free days after it, a month or more ahead. */
async function freeDay(page: Page): Promise<string> {
  const from = addDays(today(), 30);
  const { body } = await api<{ data: { days: Day[] } }>(
    page,
    `/public/units/${UNIT}/availability?from=${from}&to=${addDays(from, 120)}`,
  );
  const days = body.data.days;
  const i = days.findIndex((_, k) => days.slice(k, k + 16).every((d) => d.state === 'available'));
  if (i < 0) throw new Error('no free run for unit 1');
  return days[i].date;
}

const ics = (a: string, b: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//E2E//Other site//EN',
    'BEGIN:VEVENT',
    `UID:e2e-${a}@other.example`,
    'DTSTAMP:20261101T080000Z',
    `DTSTART;VALUE=DATE:${a.replace(/-/g, '')}`,
    `DTEND;VALUE=DATE:${b.replace(/-/g, '')}`,
    'SUMMARY:Reserved on another site',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

/** Moves the month grid until it shows `date`'s month, then opens that day. */
async function openDay(page: Page, date: string) {
  const cell = page.locator(`[data-testid="month-grid"] [data-date="${date}"]`);
  for (let i = 0; i < 6 && !(await cell.count()); i++) {
    await page.getByRole('button', { name: /Next month|الشهر التالي/ }).click();
    await page.waitForLoadState('networkidle');
  }
  await cell.click();
  await page.getByTestId('day-panel').getByText(date.slice(0, 4)).first().waitFor();
  return cell;
}

describe.each(journeyVariants(['ar', 'en'] as Lang[], 'en'))('running the space (%s)', (lang) => {
  it('blocks, syncs, answers, markets and reports', async () => {
    const { page, close, errors } = await openPage({ lang });
    await loginAs(page, 'lessor');

    // Calendar: block a free day through the dialog.
    await go(page, `/dashboard/calendar/${UNIT}`);
    await page.getByTestId('month-grid').waitFor();
    const blocked = await freeDay(page);
    await page.getByTestId('block-open').click();
    const dialog = page.getByTestId('block-dialog');
    await dialog.locator('input[name="start_date"]').fill(blocked);
    await dialog.locator('input[name="end_date"]').fill(blocked);
    await page.getByTestId('block-save').click();
    await dialog.waitFor({ state: 'detached' });
    const cell = await openDay(page, blocked);
    await poll(() => cell.getAttribute('data-state')).toBe('unavailable');
    await page.getByTestId('day-block').first().waitFor();

    // iCal feed: one VEVENT per live booking and manual block, parsed by ical.js.
    const url = await page.getByTestId('ical-url').inputValue();
    expect(url).toMatch(/\/apiBack\/v1\/public\/ical\/[\w-]{32}\/calendar\.ics$/);
    const feed = await page.evaluate(async (u) => (await fetch(u)).text(), url);
    const uids = new ICAL.Component(ICAL.parse(feed))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v).uid);
    const orders = await api<{
      data: { data: { id: number; status: string; unit: { id: number } }[] };
    }>(page, '/user/reservations?per_page=100');
    const live = orders.body.data.data.filter((r) => r.unit.id === UNIT && LIVE.includes(r.status));
    const cal = await api<{
      data: { blocks: { id: number; source: string; start_date: string }[] };
    }>(page, `/user/calendar/${UNIT}?from=${blocked}&to=${blocked}`);
    const mine = cal.body.data.blocks.find((b) => b.start_date === blocked)!;
    expect(uids).toContain(`block-${mine.id}@maktabi.sa`);
    for (const r of live) expect(uids).toContain(`reservation-${r.id}@maktabi.sa`);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids.filter((u) => u.startsWith('reservation-'))).toHaveLength(live.length);

    // Import an .ics: its event becomes blocks on the grid.
    const imported = addDays(blocked, 5);
    await page.getByTestId('ical-file').setInputFiles({
      name: 'other.ics',
      mimeType: 'text/calendar',
      buffer: Buffer.from(ics(imported, addDays(imported, 2))),
    });
    await page.getByTestId('ical-result').waitFor();
    const importedCell = await openDay(page, imported);
    await poll(() => importedCell.getAttribute('data-state')).toBe('unavailable');
    // The event's second day may fall outside this month's grid: ask the calendar.
    const after = await api<{ data: { days: Day[] } }>(
      page,
      `/user/calendar/${UNIT}?from=${imported}&to=${addDays(imported, 2)}`,
    );
    expect(after.body.data.days.map((d) => d.state)).toEqual([
      'unavailable',
      'unavailable',
      'available',
    ]);
    await page.getByTestId('day-block').first().waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, `operations-calendar-${lang}-desktop`);
    await phoneShot(page, `operations-calendar-${lang}`);

    // Unit settings: the saved refundable deposit is locked with its reason, the field
    // cannot be typed in, and the backend refuses a save that changes it.
    await go(page, `/dashboard/home/unit-settings?unit=${UNIT}`);
    const deposit = page.getByTestId('refundable-deposit');
    await deposit.waitFor();
    expect(await deposit.isEditable()).toBe(false);
    expect(await page.getByTestId('setting-locked').textContent()).toMatch(
      lang === 'ar' ? /مقفل/ : /Locked: fixed once saved/,
    );
    const settings = await api<{ data: Record<string, unknown> & { refundable_deposit: number } }>(
      page,
      `/user/units/${UNIT}/settings`,
    );
    const { locks: _l, locked_fields: _f, unit_id: _u, ...saved } = settings.body.data;
    const changed = await api<{ errors: Record<string, string[]> }>(
      page,
      `/user/units/${UNIT}/settings`,
      { method: 'PUT', body: { ...saved, refundable_deposit: saved.refundable_deposit + 100 } },
    );
    expect(changed.status).toBe(422);
    expect(changed.body.errors.refundable_deposit).toEqual(['validation:settingLocked']);
    await expectNoA11yViolations(page);
    await screenshot(page, `operations-unit-settings-${lang}-desktop`);
    await phoneShot(page, `operations-unit-settings-${lang}`);

    // Reviews: reply to the newest review.
    await go(page, '/dashboard/evaluations');
    const card = page.getByTestId('review-card').first();
    const reviewId = Number(await card.getAttribute('data-review'));
    const replyText = lang === 'ar' ? 'شكرا لك، سعدنا باستضافتك' : 'Thank you, glad you enjoyed it';
    await card.getByTestId('reply-open').click();
    await card.locator('textarea[name="text"]').fill(replyText);
    await card.getByTestId('reply-save').click();
    await card.getByTestId('review-reply').getByText(replyText).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, `operations-evaluations-${lang}-desktop`);
    await phoneShot(page, `operations-evaluations-${lang}`);
    const reviews = await api<{ data: { data: { id: number; office_id: number }[] } }>(
      page,
      '/user/reviews?per_page=100',
    );
    const officeId = reviews.body.data.data.find((r) => r.id === reviewId)!.office_id;

    // Marketing: a request in processing is read-only, and the backend refuses an edit.
    await go(page, '/dashboard/marketing');
    await page.getByTestId('table-marketing').waitFor();
    await screenshot(page, `operations-marketing-${lang}-desktop`);
    const processing = await api<{ data: { data: { id: number; office_ids: number[] }[] } }>(
      page,
      '/user/marketing-requests?status=processing',
    );
    const req = processing.body.data.data[0];
    await go(page, `/dashboard/marketing/${req.id}`);
    await page.getByTestId('marketing-locked').waitFor();
    expect(await page.locator('form button[type="submit"]').count()).toBe(0);
    const put = await api<{ errors: Record<string, string[]> }>(
      page,
      `/user/marketing-requests/${req.id}`,
      {
        method: 'PUT',
        body: {
          office_ids: req.office_ids,
          package: 'basic',
          goal: 'launch',
          channels: ['email'],
          start_date: addDays(today(), 2),
          end_date: addDays(today(), 9),
        },
      },
    );
    expect(put.status).toBe(422);
    expect(put.body.errors.status).toEqual(['validation:marketingLocked']);
    await expectNoA11yViolations(page);
    await phoneShot(page, `operations-marketing-locked-${lang}`);

    // Reports: the gross revenue equals the sum of the earned reservations arriving in range.
    await go(page, '/dashboard/reports');
    await page.getByTestId('table-revenue').waitFor();
    const from = await page.getByTestId('report-from').inputValue();
    const to = await page.getByTestId('report-to').inputValue();
    const inRange = await api<{ data: { data: { status: string; total_amount: number }[] } }>(
      page,
      `/user/reservations?from=${from}&to=${to}&per_page=100`,
    );
    const halalas = inRange.body.data.data
      .filter((r) => EARNED.includes(r.status))
      .reduce((s, r) => s + Math.round(r.total_amount * 100), 0);
    expect(halalas).toBeGreaterThan(0);
    const gross = await page.locator('[data-figure="gross"]').innerText();
    const shown = /\d[\d,]*(?:\.\d+)?/.exec(gross)![0].replace(/,/g, '');
    expect(Math.round(Number(shown) * 100)).toBe(halalas);
    // The three charts stream in after the tables and draw bars (a chart with no size
    // draws an empty box).
    await poll(() =>
      page.locator('svg.recharts-surface .recharts-bar-rectangle').count(),
    ).toBeGreaterThan(3);
    // Axe on this screen: the route sweep (a11y-routes.e2e.ts).
    await screenshot(page, `operations-reports-${lang}-desktop`);
    await phoneShot(page, `operations-reports-${lang}`);

    // Dashboard home cards.
    await go(page, '/dashboard/home');
    await page.getByTestId('performance-widget').getByText('%').first().waitFor();
    await page.getByTestId('unit-points').waitFor();
    await page.getByTestId('latest-reviews').waitFor();
    await screenshot(page, `operations-home-${lang}-desktop`);

    // Public details page, logged out: the reply under its review; the blocked day refused.
    await go(page, '/');
    await page.getByTestId('nav-logout').click();
    await page.getByTestId('nav-lessor-login').waitFor();
    await go(page, `/details/${officeId}`);
    await page.getByTestId('tab-reviews').click();
    await page.getByTestId('host-reply').getByText(replyText).waitFor();
    if (officeId !== 1) await go(page, '/details/1');
    await page.getByTestId('booking-quote').waitFor();
    await page.locator('select[name="unit"]').selectOption(String(UNIT));
    await page.locator('select[name="type_res_id"]').selectOption('daily');
    const start = page.locator('input[name="start_date"]');
    const end = page.locator('input[name="end_date"]');
    await end.fill(addDays(blocked, 1));
    await start.fill(blocked);
    await poll(() => page.getByTestId('book-button').isDisabled()).toBe(true);
    const refusal = page.getByTestId('booking-card').locator('[data-part="error-text"]');
    await poll(() => refusal.count()).toBeGreaterThan(0);
    await screenshot(page, `operations-details-blocked-${lang}-desktop`);
    expect(errors.filter((e) => !/status of 422|favicon/.test(e))).toEqual([]);
    await close();
  });
});
