// The contract screens against the embedded backend (msw in Node), in both languages: the
// lessor's draft shows its Ejar sections and schedule and is sent from its page (then the
// edit link and the form are gone); the tenant's reject asks for a reason and records it; a
// model in use by a live contract cannot be deleted.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import type { Language } from '@/i18n/languages';
import { contractBody } from '../../mocks/conformance/fixtures/contracts';
import { call } from '../../mocks/testing/api';
import { CustomContractPage, TenantContractPage } from '@/features/contracts/contract-detail-page';
import { EditContractPage } from '@/features/contracts/contract-form-page';
import { routeComponent } from '@/components/testing/route-component';
import { dashboardRoutes as contractRoutes } from '@/features/contracts/dashboard-routes';
import { actAs, serveApp } from './helpers';

serveApp({ sessions: true });

const T = {
  ar: {
    sent: 'مرسل للمستأجر',
    edit: 'تعديل',
    rejected: 'مرفوض',
    delete: 'حذف',
  },
  en: {
    sent: 'Sent to tenant',
    edit: 'Edit',
    rejected: 'Rejected',
    delete: 'Delete',
  },
} as const;

async function draft(): Promise<{ id: number; number: string }> {
  const r = await call('post', '/user/contracts', { as: 'lessor', body: contractBody() });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

describe.each(['ar', 'en'] as Language[])('contract screens (%s)', (lng) => {
  const t = T[lng];

  it('shows a draft with its sections and schedule, sends it, and then it is locked', async () => {
    const c = await draft();
    actAs('lessor');
    await renderWithProviders(<CustomContractPage />, {
      lng,
      path: `/dashboard/contracts/custom-contracts-details/${c.id}`,
      route: '/dashboard/contracts/custom-contracts-details/:id',
    });
    await screen.findAllByText(c.number, { exact: false }, { timeout: 10_000 });
    // Quarterly over a year: four installments, in both calendars.
    const schedule = screen.getByTestId('contract-schedule');
    await waitFor(() => expect(schedule.querySelectorAll('tbody tr')).toHaveLength(4));
    for (const row of schedule.querySelectorAll('tbody tr'))
      expect(row.textContent).toMatch(/\d{4}-\d{2}-\d{2}.*(هـ|AH)/);
    expect(screen.getByRole('link', { name: t.edit })).toBeTruthy();

    fireEvent.click(screen.getByTestId('contract-send'));
    fireEvent.click(await screen.findByTestId('reason-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('contract-send')).toBeNull(), {
      timeout: 10_000,
    });
    expect((await screen.findAllByText(t.sent)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: t.edit })).toBeNull();
    const stored = await call('get', `/user/contracts/${c.id}`, { as: 'lessor' });
    expect(stored.body.data.status).toBe('sent');
    expect(stored.body.data.history.map((e: { actor: string }) => e.actor)).toEqual([
      'lessor',
      'lessor',
    ]);
  });

  it('refuses to edit a sent contract', async () => {
    const c = await draft();
    await call('post', `/user/contracts/${c.id}/send`, { as: 'lessor' });
    actAs('lessor');
    await renderWithProviders(<EditContractPage />, {
      lng,
      path: `/dashboard/contracts/edit-contract/${c.id}`,
      route: '/dashboard/contracts/edit-contract/:id',
    });
    expect(await screen.findByTestId('not-editable', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('wizard-contracts')).toBeNull();
  });

  it('lets the tenant reject a sent contract only with a reason, and records it', async () => {
    const c = await draft();
    await call('post', `/user/contracts/${c.id}/send`, { as: 'lessor' });
    actAs('tenant');
    await renderWithProviders(<TenantContractPage />, {
      lng,
      path: `/dashboard/contracts/tenant-contract-details/${c.id}`,
      route: '/dashboard/contracts/tenant-contract-details/:id',
    });
    fireEvent.click(await screen.findByTestId('contract-reject', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('reason-dialog');
    fireEvent.click(within(dialog).getByTestId('reason-dialog-confirm'));
    await waitFor(() =>
      expect(dialog.querySelector('[aria-invalid="true"], [data-invalid]')).not.toBeNull(),
    );
    let stored = await call('get', `/ordinaries/contracts/${c.id}`, { as: 'tenant' });
    expect(stored.body.data.status).toBe('sent');

    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'The rent is higher than agreed' },
    });
    fireEvent.click(within(dialog).getByTestId('reason-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('contract-reject')).toBeNull(), {
      timeout: 10_000,
    });
    expect((await screen.findAllByText(t.rejected)).length).toBeGreaterThan(0);
    stored = await call('get', `/ordinaries/contracts/${c.id}`, { as: 'tenant' });
    expect(stored.body.data.status).toBe('rejected');
    expect(stored.body.data.history.at(-1)).toMatchObject({
      actor: 'tenant',
      reason: 'The rent is higher than agreed',
    });
  });

  it('does not let a model in use by a live contract be deleted', async () => {
    actAs('lessor');
    // A listRoute: the models table with its row actions.
    const ContractModelsPage = await routeComponent(contractRoutes, 'contracts/contract-models');
    await renderWithProviders(<ContractModelsPage />, {
      lng,
      path: '/dashboard/contracts/contract-models',
    });
    const table = await screen.findByTestId('table-contracts');
    const del = await within(table).findAllByRole(
      'button',
      { name: t.delete },
      { timeout: 10_000 },
    );
    fireEvent.click(del[0]); // the seed's own model, used by live contracts
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: t.delete });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const models = await call('get', '/user/contract-models', { as: 'lessor' });
    const own = models.body.data.data.find((m: { owner: string }) => m.owner === 'own');
    expect(own.in_use).toBeGreaterThan(0);
    const refused = await call('delete', `/user/contract-models/${own.id}`, { as: 'lessor' });
    expect(refused.status).toBe(422);
  });
});
