// The verification page against the embedded backend (its simulated Nafath), in both
// languages: an ID that is not the profile's refused at the field, the number shown while
// the page polls, approval filling the verified name into the cached user data, a rejection
// with a retry, and the rate limit once every attempt is used; the receiving method and the
// transfers page send an unverified lessor here first.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { VerifyAccountPage } from '@/features/accounts/verify-account-page';
import { PayoutPage } from '@/features/money/payout-page';
import { routeComponent } from '@/components/testing/route-component';
import { dashboardRoutes as moneyRoutes } from '@/features/money/dashboard-routes';
import { getStore } from '../../mocks/backend';
import { serveApp, signIn, storedUser } from './helpers';

// /dashboard/transactions: a listRoute (the transfers table in its frame with the balance).
const TransfersPage = await routeComponent(moneyRoutes, 'transactions');

serveApp();

afterEach(() => cleanup());

const idInput = () =>
  screen.findByTestId('nafath-national-id', {}, { timeout: 10_000 }) as Promise<HTMLInputElement>;
const start = () => fireEvent.click(screen.getByTestId('nafath-start'));

describe('verify account', () => {
  it('refuses another ID, shows the number, and approval verifies the profile (en)', async () => {
    await signIn('0500000003');
    await renderWithProviders(<VerifyAccountPage />);
    const input = await idInput();
    const profileId = input.value;
    expect(profileId).toMatch(/^1\d{9}$/);
    expect(screen.getByTestId('nafath-attempts').textContent).toBe(
      '3 attempts left in the next 10 minutes.',
    );
    fireEvent.change(input, { target: { value: '1000000008' } });
    start();
    expect(await screen.findByText('The national ID does not match your profile')).toBeTruthy();

    fireEvent.change(input, { target: { value: profileId } });
    start();
    const number = await screen.findByTestId('nafath-number');
    expect(number.textContent).toMatch(/^\d{2}$/);
    expect(screen.getByText('Waiting for verification')).toBeTruthy();
    expect(storedUser()?.verification_status).toBe('unverified');

    fireEvent.click(screen.getByRole('button', { name: /^Approve number \d{2}$/ }));
    expect(await screen.findByTestId('nafath-verified')).toBeTruthy();
    await waitFor(() => expect(storedUser()?.verification_status).toBe('verified'));
    expect(storedUser()).toMatchObject({
      full_name: 'خالد عبدالله الزهراني',
      identity_number: profileId,
    });
    expect(screen.getByText('خالد عبدالله الزهراني')).toBeTruthy();
  });

  it('tells a rejection, retries, and shows the rate limit (ar)', async () => {
    await signIn('0500000003');
    await renderWithProviders(<VerifyAccountPage />, { lng: 'ar' });
    await idInput();
    expect(screen.getByTestId('nafath-attempts').textContent).toBe(
      'تتبقى 3 محاولات خلال 10 دقائق.',
    );
    start();
    await screen.findByTestId('nafath-number');
    fireEvent.click(screen.getByRole('button', { name: 'رفض' }));
    expect((await screen.findByTestId('nafath-outcome')).textContent).toContain('رُفض الطلب');
    fireEvent.click(screen.getByTestId('nafath-retry'));
    await idInput();
    await waitFor(() =>
      expect(screen.getByTestId('nafath-attempts').textContent).toBe(
        'تتبقى محاولتان خلال 10 دقائق.',
      ),
    );

    // Two more requests made elsewhere use the window up.
    const { db } = getStore();
    const owner = db.users.findFirst((q) => q.where({ phone: '+966500000003' }))!;
    for (const n of [1, 2])
      await db.nafathRequests.create({
        request_id: `00000000-0000-4000-8000-00000000000${n}`,
        user_id: owner.id,
        national_id: owner.identity_number!,
        random_number: '10',
        status: 'rejected',
        verified_name: null,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      });
    start();
    await waitFor(() =>
      expect(screen.getByTestId('nafath-attempts').textContent).toMatch(
        /^استخدمت جميع المحاولات\. يمكنك المحاولة مجددًا عند .\d{2}:\d{2}.\.$/,
      ),
    );
    expect((screen.getByTestId('nafath-start') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('nafath-error').textContent).toBe(
      'محاولات كثيرة. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    );
  });

  it('sends an unverified lessor from the receiving method to verification first (ar)', async () => {
    await signIn('0500000003');
    await renderWithProviders(<PayoutPage />, { lng: 'ar' });
    const prompt = await screen.findByTestId('verify-account-prompt', {}, { timeout: 10_000 });
    expect(prompt.textContent).toContain('يرجى توثيق الحساب');
    expect(screen.getByTestId('verify-account-link').getAttribute('href')).toBe(
      '/dashboard/verify-account',
    );
    cleanup();
    await signIn('0500000002');
    await renderWithProviders(<PayoutPage />, { lng: 'ar' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('verify-account-prompt')).toBeNull();
  });

  it('asks an unverified lessor to verify on the transfers page, not a verified one (en)', async () => {
    await signIn('0500000003');
    await renderWithProviders(<TransfersPage />);
    const prompt = await screen.findByTestId('verify-account-prompt', {}, { timeout: 10_000 });
    expect(prompt.textContent).toContain('Please verify account');
    expect(prompt.textContent).toContain('Money is transferred only to a verified account');
    expect(screen.getByTestId('verify-account-link').getAttribute('href')).toBe(
      '/dashboard/verify-account',
    );
    expect((screen.getByTestId('request-transfer') as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    await signIn('0500000002');
    await renderWithProviders(<TransfersPage />);
    await screen.findByTestId('request-transfer', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('verify-account-prompt')).toBeNull();
  });

  it('says an account is already verified', async () => {
    await signIn('0500000002');
    await renderWithProviders(<VerifyAccountPage />);
    expect(
      (await screen.findByTestId('nafath-verified', {}, { timeout: 10_000 })).textContent,
    ).toContain('Your account is verified');
  });
});
