// Messages, notifications and support in Chromium, one journey per language (desktop, with
// phone shots): a tenant messages a host from the details page's advertiser card and the
// phone number typed before any payment is masked; the tenant books and pays, and opens a
// complaint about that booking that support answers and the tenant closes; the lessor then
// logs in to a bell three higher (message, booking, payment), reads and answers the message
// in the inbox with the unread count falling, opens the payment notification to the order
// (whose "message the tenant" leads back to that conversation), finds the WhatsApp text in
// the demo outbox, and the complaint among those about its offices.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot, type Lang } from './harness/browser';
import {
  DEMO,
  expectNoA11yViolations,
  go,
  loginAs,
  phoneShot,
  poll,
  renderedLocation,
  settled,
} from './harness/app';
import { journeyVariants } from './harness/langs';

afterAll(closeBrowser);

const OFFICE = 7; // a published office of the demo lessor the demo tenant has never booked
const addDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** An API call from the page (the embedded backend answers), as `token` or the session. */
async function api<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  return page.evaluate(
    async ({ path, init }) => {
      const token = init.token ?? localStorage.getItem('user_token');
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

/** A token of the demo lessor (the same code login the modal uses), for counting. */
async function lessorToken(page: Page): Promise<string> {
  const phone = DEMO.lessor;
  await api(page, '/auth/send-code', { method: 'POST', body: { phone, channel: 'sms' } });
  const res = await api<{ data: { token: string } }>(page, '/auth/verify-code', {
    method: 'POST',
    body: { phone, code: '1234' },
  });
  return res.body.data.token;
}

/** The lessor's unread notifications, as the bell counts them. */
async function lessorUnread(page: Page, token: string): Promise<number> {
  const res = await api<{ data: { total: number } }>(
    page,
    '/user/notifications?unread_only=true&per_page=1',
    { token },
  );
  return res.body.data.total;
}

/** Books the first three free days of a daily-priced unit of OFFICE and pays in full. */
async function bookAndPay(page: Page): Promise<{ id: number; payment: number }> {
  const office = await api<{
    data: { units: { id: number; prices: { type_res_id: number }[] }[] };
  }>(page, `/public/offices/${OFFICE}`);
  const unit = office.body.data.units.find((u) => u.prices.some((p) => p.type_res_id === 2))!;
  const from = addDays(60);
  const days = (
    await api<{ data: { days: { date: string; state: string }[] } }>(
      page,
      `/public/units/${unit.id}/availability?from=${from}&to=${addDays(150)}`,
    )
  ).body.data.days;
  const i = days.findIndex((_, k) => days.slice(k, k + 3).every((d) => d.state === 'available'));
  expect(i, 'three free days for the booking').toBeGreaterThanOrEqual(0);
  const booked = await api<{ data: { id: number } }>(page, '/ordinaries/reservations', {
    method: 'POST',
    body: {
      unit_id: unit.id,
      type_res_id: 2,
      start_date: days[i].date,
      end_date: days[i + 2].date,
      pay_mode: 'full',
      accept_terms: true,
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const id = booked.body.data.id;
  const session = await api<{ data: { payment_id: number } }>(
    page,
    '/ordinaries/payments/gateway-session',
    { method: 'POST', body: { reservation_id: id, pay_mode: 'full' } },
  );
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  const paid = await api(page, `/ordinaries/payments/${session.body.data.payment_id}`);
  expect(paid.status).toBe(200);
  return { id, payment: session.body.data.payment_id };
}

const bellCount = async (page: Page) =>
  Number(await page.locator('[data-testid="nav-bell"]:visible').getAttribute('data-count'));

const TEXT = {
  ar: {
    message: 'السلام عليكم، هل المكتب متاح الشهر القادم؟ اتصل بي على 0551234567',
    answer: 'وعليكم السلام، نعم متاح. يسعدنا استقبالك',
    subject: 'التكييف لا يعمل في المكتب',
    reason: 'حجزت المكتب ووجدت أن التكييف لا يعمل منذ الصباح، أرجو المساعدة.',
  },
  en: {
    message: 'Hello, is the office free next month? Call me on 0551234567',
    answer: 'Hello, yes it is. You are welcome',
    subject: 'The air conditioning does not work',
    reason: 'I booked the office and the air conditioning has not worked since the morning.',
  },
};

describe.each(journeyVariants(['ar', 'en'] as Lang[], 'en'))(
  'messages, notifications and support (%s)',
  (lang) => {
    it('a tenant writes, books and complains; the lessor is told, reads and answers', async () => {
      const text = TEXT[lang];
      const { page, close, errors } = await openPage({ lang, path: `/details/${OFFICE}` });
      await loginAs(page, 'tenant');
      const lessor = await lessorToken(page);
      const before = await lessorUnread(page, lessor);

      // Chat from the advertiser card; a number typed before any payment is masked.
      await page.getByTestId('advertiser-chat').click();
      await poll(() => renderedLocation(page)).toMatch(/^\/dashboard\/messages\/\d+$/);
      await settled(page);
      await page.getByTestId('contacts-hidden').waitFor();
      await page.getByTestId('composer-text').fill(text.message);
      await page.getByTestId('composer-mask-hint').waitFor();
      await page.getByTestId('composer-send').click();
      const sent = page.getByTestId('messages').getByTestId('message-text').last();
      await poll(() => sent.innerText()).toContain('•••');
      expect(await sent.innerText()).not.toContain('0551234567');
      expect(await page.getByTestId('composer-text').inputValue()).toBe('');
      await expectNoA11yViolations(page);
      await screenshot(page, `conversations-thread-${lang}-desktop`);
      await phoneShot(page, `conversations-thread-${lang}`);

      // Book and pay (the booking screens have their own journey): from the confirmation,
      // "message the host" reopens the same conversation, where contacts now show.
      const thread = await renderedLocation(page);
      const booked = await bookAndPay(page);
      const reservation = booked.id;
      await go(page, `/payment_done/${reservation}?payment_id=${booked.payment}`);
      await page.getByTestId('done-message-host').click();
      await poll(() => renderedLocation(page)).toBe(thread);
      await settled(page);
      await page.getByTestId('composer').waitFor();
      await poll(() => page.getByTestId('contacts-hidden').count()).toBe(0);

      // A complaint about the booking, answered by support and closed.
      await go(
        page,
        `/dashboard/supports/new?reservation=${reservation}`,
        `/dashboard/supports/new?reservation=${reservation}`,
      );
      // Preselected from the link, shown once my bookings have loaded into the list.
      await poll(() => page.getByTestId('ticket-about').inputValue()).toBe(`r:${reservation}`);
      await page.getByTestId('ticket-subject').fill(text.subject);
      await page.getByTestId('ticket-reason').fill(text.reason);
      await page.getByTestId('ticket-submit').click();
      await poll(() => renderedLocation(page)).toMatch(/^\/dashboard\/supports\/\d+$/);
      const ticket = page.getByTestId('ticket');
      await poll(() => ticket.getAttribute('data-status')).toBe('open');
      await page.getByTestId('time-left').waitFor();
      await page.getByTestId('demo-answer-send').click();
      await poll(() => ticket.getAttribute('data-status')).toBe('answered');
      await settled(page);
      await expectNoA11yViolations(page);
      await screenshot(page, `support-ticket-${lang}-desktop`);
      await phoneShot(page, `support-ticket-${lang}`);
      await page.getByTestId('ticket-close').click();
      await poll(() => ticket.getAttribute('data-status')).toBe('closed');
      await page.getByTestId('ticket-reopen').waitFor();

      // The lessor: a new message, a new booking and its payment raised the bell by three.
      await page.locator('[data-testid="nav-logout"]').click();
      await poll(() => renderedLocation(page)).toBe('/');
      await loginAs(page, 'lessor');
      await poll(() => bellCount(page)).toBe(before + 3);

      // The inbox: the tenant's conversation on top, unread; reading it lowers the counts.
      await go(page, '/dashboard/messages');
      const total = page.getByTestId('unread-total');
      const unread = Number(await total.getAttribute('data-count'));
      const top = page.getByTestId('inbox-item').first();
      expect(await top.getAttribute('data-unread')).toBe('1');
      // Axe on this screen: the route sweep (a11y-routes.e2e.ts).
      await screenshot(page, `conversations-inbox-${lang}-desktop`);
      await phoneShot(page, `conversations-inbox-${lang}`);
      await top.click();
      await poll(() => renderedLocation(page)).toMatch(/^\/dashboard\/messages\/\d+$/);
      const threadPath = await renderedLocation(page);
      await settled(page);
      const received = page.getByTestId('messages').getByTestId('message-text').last();
      await poll(() => received.innerText()).toContain('•••');
      await page.getByTestId('composer-text').fill(text.answer);
      await page.getByTestId('composer-send').click();
      await page.getByTestId('messages').getByText(text.answer).waitFor();
      await go(page, '/dashboard/messages');
      await poll(() => total.getAttribute('data-count')).toBe(String(unread - 1));
      await poll(() => bellCount(page)).toBe(before + 2);

      // Notifications: filter by type, and the payment opens its reservation.
      await go(page, '/dashboard/notifications');
      const table = page.getByTestId('table-notifications');
      await table.locator('select').first().selectOption('payment');
      const row = table.locator('tbody tr').filter({ hasText: new RegExp(`\\b${reservation}\\b`) });
      await row.first().waitFor();
      await settled(page);
      await expectNoA11yViolations(page);
      await screenshot(page, `notifications-list-${lang}-desktop`);
      await phoneShot(page, `notifications-list-${lang}`);
      await row.first().getByRole('link').first().click();
      await poll(() => renderedLocation(page)).toBe(`/dashboard/reservations/${reservation}`);
      await poll(() => bellCount(page)).toBe(before + 1);
      // From the order, "message the tenant" returns to the same conversation.
      await settled(page);
      await page.getByTestId('reservation-message').click();
      await poll(() => renderedLocation(page)).toBe(threadPath);

      // The demo outbox: the WhatsApp text the lessor would get for that payment.
      await go(page, '/demo/outbox');
      await page.getByTestId('outbox-filter-whatsapp').click();
      // The tenant's payment confirmation names the booking too: pick the lessor's number.
      const whatsapp = page
        .locator('[data-testid="outbox-message"][data-channel="whatsapp"]')
        .filter({ hasText: '+966500000002' })
        .filter({ hasText: new RegExp(`(رقم|#)\\s?${reservation}\\b`) });
      await whatsapp.first().waitFor();
      await settled(page);
      await expectNoA11yViolations(page);
      await screenshot(page, `notifications-outbox-${lang}-desktop`);
      await phoneShot(page, `notifications-outbox-${lang}`);

      // The complaint about its office, read-only on the lessor's side.
      await go(page, '/dashboard/home/supports');
      await page.getByTestId('table-support').getByText(text.subject).first().waitFor();
      // Axe on this screen: the route sweep (a11y-routes.e2e.ts).
      await screenshot(page, `support-offices-${lang}-desktop`);
      await phoneShot(page, `support-offices-${lang}`);
      expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
      await close();
    });
  },
);
