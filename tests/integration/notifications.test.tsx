// Notifications against the embedded backend (msw in Node): the bell's count, the list
// with type, text, time and read state, marking one and all read, and the preferences.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getStore } from '../../mocks/backend';
import { outboxMessages } from '../../mocks/services/outbox';
import { call, seedSessions } from '../../mocks/testing/api';
import { renderWithProviders } from '@/components/testing/render';
import { NotificationBell } from '@/features/notifications/bell';
import { routeComponent } from '@/components/testing/route-component';
import { dashboardRoutes } from '@/features/notifications/dashboard-routes';
import { PreferencesPage } from '@/features/notifications/preferences-page';
import { serveApp, actAs } from './helpers';

// /dashboard/notifications: a listRoute (the list in its frame with "mark all read").
const NotificationsPage = await routeComponent(dashboardRoutes, 'notifications');

serveApp();

beforeEach(async () => {
  await seedSessions();
  actAs('lessor');
});

const unreadOfLessor = () =>
  getStore().db.notifications.findMany((q) => q.where((n) => n.user_id === 2 && !n.read_at)).length;

describe('the bell', () => {
  it('shows the unread count and names it for screen readers (ar)', async () => {
    await renderWithProviders(<NotificationBell />, { lng: 'ar' });
    const bell = await screen.findByTestId('nav-bell');
    await waitFor(() => expect(bell.getAttribute('data-count')).toBe(String(unreadOfLessor())));
    expect(bell.getAttribute('href')).toBe('/dashboard/notifications');
    expect(bell.getAttribute('aria-label')).toBe('الإشعارات، 4 إشعارات غير مقروءة');
  });
});

describe('the list', () => {
  it('marks one read by opening it and all read at once (en)', async () => {
    await renderWithProviders(<NotificationsPage />, { lng: 'en' });
    const table = (await screen.findAllByRole('table'))[0];
    await within(table).findAllByText('Unread');
    const before = unreadOfLessor();
    fireEvent.click(within(table).getAllByRole('button', { name: 'Mark read' })[0]);
    await waitFor(() => expect(unreadOfLessor()).toBe(before - 1));
    fireEvent.click(screen.getByTestId('notifications-read-all'));
    await waitFor(() => expect(unreadOfLessor()).toBe(0));
    await waitFor(() => expect(within(table).queryAllByText('Unread')).toHaveLength(0));
  });

  it('filters by type (ar)', async () => {
    await renderWithProviders(<NotificationsPage />, { lng: 'ar' });
    const select = await screen.findByRole('combobox', { name: 'النوع' });
    fireEvent.change(select, { target: { value: 'review' } });
    await waitFor(() => {
      const cells = within(screen.getAllByRole('table')[0]).getAllByText(
        /التقييمات|المدفوعات|الحجوزات/,
      );
      expect(cells.every((c) => c.textContent === 'التقييمات')).toBe(true);
    });
  });
});

describe('preferences', () => {
  it('switch a channel off and change the language of outgoing texts (en)', async () => {
    await renderWithProviders(<PreferencesPage />, { lng: 'en' });
    const box = await screen.findByRole('checkbox', { name: 'Messages by WhatsApp' });
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByTestId('pref-message-whatsapp'));
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'en' } });
    fireEvent.click(screen.getByTestId('preferences-save'));
    await waitFor(async () => {
      const saved = (await call('get', '/user/notification-preferences', { as: 'lessor' })).body
        .data;
      expect(saved.language).toBe('en');
      expect(saved.items.find((i: { type: string }) => i.type === 'message').whatsapp).toBe(false);
    });
    await call('post', '/ordinaries/conversations', {
      as: 'tenant',
      body: { office_id: 7, text: 'Hi' },
    });
    expect(outboxMessages({ to_user_id: 2 }).map((m) => m.channel)).not.toContain('whatsapp');
  });
});
