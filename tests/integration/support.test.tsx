// Support against the embedded backend (msw in Node), in both languages: opening a ticket
// (rules at the fields, the 72-hour promise), the ticket answered by support (demo control),
// closed and reopened; the lessor's read-only view of complaints about its offices; the
// "latest complaints" widget.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, seedSessions } from '../../mocks/testing/api';
import { renderWithProviders } from '@/components/testing/render';
import { LatestComplaintsWidget } from '@/features/support/latest-complaints-widget';
import { routeComponent } from '@/components/testing/route-component';
import { dashboardRoutes } from '@/features/support/dashboard-routes';
import { TicketFormPage } from '@/features/support/ticket-form-page';
import { TicketPage } from '@/features/support/ticket-page';
import { serveApp, actAs } from './helpers';

// /dashboard/home/supports: a listRoute (tenants' complaints about my offices, read-only).
const OfficeComplaintsPage = await routeComponent(dashboardRoutes, 'home/supports');

serveApp();

beforeEach(async () => {
  await seedSessions();
});

describe('a ticket', () => {
  it('refuses a short subject and reason at their fields, then opens with 72 hours to answer (ar)', async () => {
    actAs('tenant');
    await renderWithProviders(<TicketFormPage />, { lng: 'ar', path: '/dashboard/supports/new' });
    const form = await screen.findByTestId('ticket-form');
    fireEvent.change(screen.getByTestId('ticket-subject'), { target: { value: 'فا' } });
    fireEvent.change(screen.getByTestId('ticket-reason'), { target: { value: 'قصير' } });
    fireEvent.submit(form);
    expect(await screen.findByText('الموضوع: من 3 إلى 120 حرفا')).toBeTruthy();
    expect(screen.getByText('ماذا حدث: من 10 إلى 2000 حرف')).toBeTruthy();
    fireEvent.change(screen.getByTestId('ticket-subject'), {
      target: { value: 'فاتورة باسم الشركة' },
    });
    fireEvent.change(screen.getByTestId('ticket-reason'), {
      target: { value: 'أحتاج فاتورة ضريبية باسم الشركة للحجز الأخير' },
    });
    fireEvent.submit(form);
    await waitFor(async () => {
      const list = (await call('get', '/ordinaries/complaints', { as: 'tenant' })).body.data.data;
      expect(list[0]).toMatchObject({ subject: 'فاتورة باسم الشركة', status: 'open' });
    });
  });

  it('is answered by support, closed and reopened (en)', async () => {
    actAs('tenant');
    localStorage.setItem('i18nextLng', 'en'); // the API answers in the UI's language
    await renderWithProviders(<TicketPage />, {
      lng: 'en',
      path: '/dashboard/supports/1',
      route: '/dashboard/supports/:id',
    });
    const ticket = await screen.findByTestId('ticket');
    expect(ticket.getAttribute('data-status')).toBe('open');
    expect(within(ticket).getByTestId('time-left').textContent).toMatch(/late$/); // a seeded, old ticket
    fireEvent.click(screen.getByTestId('demo-answer-send'));
    await waitFor(() =>
      expect(screen.getByTestId('ticket').getAttribute('data-status')).toBe('answered'),
    );
    expect(within(screen.getByTestId('ticket-thread')).getByText('Support team')).toBeTruthy();
    fireEvent.click(screen.getByTestId('ticket-close'));
    await waitFor(() =>
      expect(screen.getByTestId('ticket').getAttribute('data-status')).toBe('closed'),
    );
    expect(screen.queryByTestId('reply-form')).toBeNull();
    fireEvent.click(screen.getByTestId('ticket-reopen'));
    await waitFor(() =>
      expect(screen.getByTestId('ticket').getAttribute('data-status')).toBe('open'),
    );
    expect(screen.getByTestId('time-left').textContent).toMatch(/^(2 days 23 hours|3 days) left$/);
  });
});

describe('the lessor', () => {
  it('sees tenants’ complaints about its offices, read-only, and the latest on its home (ar)', async () => {
    await call('post', '/ordinaries/offices/5/report', {
      as: 'tenant',
      body: { reason_type: 'fraud', reason: 'الإعلان يطلب تحويلا مسبقا خارج المنصة' },
    });
    actAs('lessor');
    await renderWithProviders(<OfficeComplaintsPage />, { lng: 'ar' });
    const table = (await screen.findAllByRole('table'))[0];
    expect((await within(table).findAllByText('بلاغ عن إعلان')).length).toBeGreaterThan(0);
    cleanup();
    await renderWithProviders(<LatestComplaintsWidget />, { lng: 'ar' });
    const latest = await screen.findByTestId('latest-complaints');
    const first = within(latest).getAllByRole('link')[0];
    expect(first.getAttribute('href')).toMatch(/^\/dashboard\/home\/supports\/\d+$/);
    expect(first.textContent).toContain('بلاغ عن إعلان');
  });
});
