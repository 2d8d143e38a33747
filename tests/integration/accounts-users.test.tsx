// The users of a lessor account against the embedded backend: the owner first with no
// delete, a lookup that refuses another account's phone, adding by phone with the code and a
// role, and deleting after confirmation; in English and Arabic, with the search by mobile
// number.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { routeComponent } from '@/components/testing/route-component';
import { dashboardRoutes } from '@/features/accounts/dashboard-routes';
import { serveApp, signIn } from './helpers';

// /dashboard/users: a listRoute (the users table in its frame with "add a user").
const UsersPage = await routeComponent(dashboardRoutes, 'users');

serveApp();

afterEach(() => cleanup());

const rows = async () => {
  const table = await screen.findByTestId('table-accounts', {}, { timeout: 10_000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
};
const inDialog = () => within(screen.getByTestId('add-user-dialog'));
const fill = (name: string, value: string) =>
  fireEvent.change(
    screen.getByTestId('add-user-dialog').querySelector(`[data-field="${name}"] input`)!,
    { target: { value } },
  );

describe('users of the account', () => {
  it('adds a user by phone with a role and deletes them after confirming (en)', async () => {
    await signIn('0500000002');
    await renderWithProviders(<UsersPage />);
    const [owner, ...members] = await rows();
    expect(owner.textContent).toContain('(you)');
    expect(owner.textContent).toContain('Account owner');
    expect(within(owner).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(members.map((r) => within(r).queryByRole('button', { name: 'Delete' }))).not.toContain(
      null,
    );

    fireEvent.click(screen.getByTestId('users-add'));
    await screen.findByTestId('add-user-dialog');
    fireEvent.change(inDialog().getByTestId('user-phone'), { target: { value: '0500000001' } });
    fireEvent.click(inDialog().getByTestId('user-lookup'));
    expect((await inDialog().findByTestId('user-lookup-result')).textContent).toBe(
      'This number belongs to another account and cannot be added.',
    );

    fireEvent.change(inDialog().getByTestId('user-phone'), { target: { value: '٠٥٥١٢٣٤٥٦٧' } });
    fireEvent.click(inDialog().getByTestId('user-lookup'));
    fireEvent.click(await inDialog().findByTestId('user-send-code'));
    await inDialog().findByTestId('add-user-form');
    fireEvent.click(inDialog().getByTestId('user-add'));
    expect(await inDialog().findByText('Role is Required')).toBeTruthy();
    fill('first_name', 'Majed');
    fill('last_name', 'Alharbi');
    fill('code', '9999');
    const user = userEvent.setup();
    await user.click(inDialog().getByText('Finance'));
    await user.click(inDialog().getByTestId('user-add'));
    expect(
      (
        await inDialog().findByText('The verification code is incorrect. Please try again.')
      ).closest('[data-field="code"]'),
    ).toBeTruthy();
    fill('code', '1234');
    await user.click(inDialog().getByTestId('user-add'));
    await waitFor(() => expect(screen.queryByTestId('add-user-dialog')).toBeNull());
    const added = await waitFor(async () => {
      const row = (await rows()).find((r) => r.textContent?.includes('Majed Alharbi'));
      expect(row).toBeTruthy();
      return row!;
    });
    expect(added.textContent).toContain('Finance');
    expect(added.textContent).toContain('0551234567');

    fireEvent.click(within(added).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Majed Alharbi will no longer be able to sign in');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () =>
      expect((await rows()).some((r) => r.textContent?.includes('Majed Alharbi'))).toBe(false),
    );
  });

  it('lists the roles in Arabic', async () => {
    await signIn('0500000002');
    await renderWithProviders(<UsersPage />, { lng: 'ar' });
    const text = (await rows()).map((r) => r.textContent).join(' ');
    expect(text).toContain('مالك الحساب');
    expect(text).toContain('الحجوزات');
    expect(text).toContain('المالية');

    // Search by mobile number, typed in Arabic-Indic digits, left to right.
    const search = screen.getByRole('searchbox', { name: 'ابحث برقم الجوال' });
    expect(search.getAttribute('dir')).toBe('ltr');
    fireEvent.change(search, { target: { value: '٠٥٠٠٠٠٠٠٠٢' } });
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect((await rows())[0].textContent).toContain('مالك الحساب');
  });
});
