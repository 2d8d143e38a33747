// The unit settings screen against the embedded backend (issue 15, unit settings): a saved
// refundable insurance is shown locked with its reason and cannot be changed; the policy
// and the booking mode are saved and reach the public unit.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { UnitSettingsPage } from '@/features/unit-settings/unit-settings-page';
import { getStore } from '../../mocks/backend';
import { call, seedSessions } from '../../mocks/testing/api';
import { serveApp, actAs } from './helpers';

serveApp();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe.each(['en', 'ar'] as const)('unit settings (%s)', (lng) => {
  it('shows the locked insurance with its reason, and saves policy and mode', async () => {
    await seedSessions();
    actAs('lessor');
    const unit = getStore().db.units.findFirst((q) =>
      q.where({ owner_id: 2, status: 'published' }),
    )!;
    expect(unit.locked_fields).toContain('refundable_deposit');
    await renderWithProviders(<UnitSettingsPage />, {
      lng,
      path: `/dashboard/home/unit-settings?unit=${unit.id}`,
    });
    const deposit = (await screen.findByTestId(
      'refundable-deposit',
      {},
      { timeout: 10_000 },
    )) as HTMLInputElement;
    expect(deposit.disabled).toBe(true);
    expect(screen.getByTestId('setting-locked').textContent).toContain(
      lng === 'ar' ? 'مقفل' : 'Locked',
    );
    fireEvent.click(screen.getByTestId('policy-option-strict').querySelector('input')!);
    fireEvent.click(screen.getByTestId('mode-option-request').querySelector('input')!);
    fireEvent.click(screen.getByTestId('unit-settings-save'));
    await waitFor(
      () =>
        expect(getStore().db.units.findFirst((q) => q.where({ id: unit.id }))!.booking_mode).toBe(
          'request',
        ),
      {
        timeout: 10_000,
      },
    );
    const pub = await call('get', `/public/units/${unit.id}`, {});
    expect(pub.body.data.booking_rules).toMatchObject({
      cancellation_policy: 'strict',
      booking_mode: 'request',
    });
    // The backend refuses a changed insurance too, at its field.
    const refused = await call('put', `/user/units/${unit.id}/settings`, {
      as: 'lessor',
      body: {
        booking_terms: unit.booking_terms,
        refundable_deposit: unit.refundable_insurance + 1,
      },
    });
    expect(refused.body.errors.refundable_deposit).toEqual(['validation:settingLocked']);
  });
});
