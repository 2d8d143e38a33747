// A custom contract written on its screens (the app's routes, the embedded backend in Node),
// in both languages: the lessor opens "new custom contract" (their side filled from the
// profile), completes the four steps, saves from the review, lands on the contract's page,
// and finds it among the custom contracts and not among the rent contracts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardRoutes as contractScreens } from '@/features/contracts/dashboard-routes';
import type { Language } from '@/i18n/languages';
import { contractBody } from '../../mocks/conformance/fixtures/contracts';
import { call } from '../../mocks/testing/api';
import { SHELL_FEATURES, renderApp } from './shell-helpers';
import { serveApp, actAs } from './helpers';

serveApp({ sessions: true });

const T = {
  ar: {
    next: 'التالي',
    save: 'حفظ كمسودة',
    empty: 'لا توجد عقود هنا بعد',
    custom: 'العقود الخاصة',
    rent: 'عقود الإيجار',
  },
  en: {
    next: 'Next',
    save: 'Save as draft',
    empty: 'No contracts here yet',
    custom: 'Custom contracts',
    rent: 'Rent contracts',
  },
} as const;

/** Types the fixture's value into every field of the current step that is still empty. */
function fillStep(form: HTMLElement, values: Record<string, string | number>) {
  for (const el of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'input[name], select[name], textarea[name]',
  )) {
    const value = values[el.name];
    if (value === undefined || el.type === 'radio' || el.value !== '') continue;
    fireEvent.change(el, { target: { value: String(value) } });
    fireEvent.blur(el);
  }
}

describe.each(['ar', 'en'] as Language[])('a new custom contract (%s)', (lng) => {
  it('is written in four steps, saved from the review and listed with the custom contracts', async () => {
    actAs('lessor');
    const body = { ...contractBody(), tenant_name: `Custom tenant ${lng}` };
    const { router } = await renderApp('/dashboard/contracts/create-custom-contracts', lng, [
      ...SHELL_FEATURES,
      { dashboard: contractScreens },
    ]);
    const form = await screen.findByTestId('wizard-contracts', {}, { timeout: 15_000 });
    // The lessor's side comes from the profile, before anything is typed.
    await waitFor(() =>
      expect(form.querySelector<HTMLInputElement>('[name="lessor_mobile"]')?.value).not.toBe(''),
    );
    for (let step = 0; step < 4; step++) {
      fillStep(form, body);
      fireEvent.click(within(form).getByRole('button', { name: T[lng].next }));
      if (step < 3)
        await waitFor(() => expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0));
    }
    await within(form).findByTestId('wizard-review', {}, { timeout: 10_000 });
    fireEvent.click(within(form).getByRole('button', { name: T[lng].save }));

    await waitFor(
      () =>
        expect(router.state.location.pathname).toMatch(
          /^\/dashboard\/contracts\/custom-contracts-details\/\d+$/,
        ),
      { timeout: 10_000 },
    );
    const id = Number(router.state.location.pathname.split('/').pop());
    const stored = (await call('get', `/user/contracts/${id}`, { as: 'lessor' })).body.data;
    expect(stored).toMatchObject({
      source: 'custom',
      status: 'draft',
      tenant_name: body.tenant_name,
    });
    await screen.findAllByText(stored.number, { exact: false }, { timeout: 10_000 });

    // Found by the tenant's name among the custom contracts, and not among the rent ones.
    for (const [list, listed] of [
      ['/dashboard/contracts/custom-contracts', true],
      ['/dashboard/contracts/rent-contract', false],
    ] as const) {
      await router.navigate(list);
      // The list's own heading first: a lazy route keeps the last page on screen until its
      // code is in.
      const title = T[lng][listed ? 'custom' : 'rent'];
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
      const search = screen.getByRole('searchbox');
      const table = screen.getByTestId('table-contracts');
      await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(0), {
        timeout: 10_000,
      });
      fireEvent.change(search, { target: { value: body.tenant_name } });
      if (listed)
        await within(table).findAllByText(stored.number, { exact: false }, { timeout: 10_000 });
      else {
        await screen.findByText(T[lng].empty, { exact: false }, { timeout: 10_000 });
        expect(screen.queryAllByText(stored.number, { exact: false })).toEqual([]);
      }
    }
  });
});
