// The attached base contract on the contract screens (msw in Node), in both languages: the
// lessor's page refuses a text file named .pdf at the field (the schemas/ rule, before
// anything is sent) and an over-large PDF, uploads a real one with its progress, then shows
// its name, size and date with "replace"; the tenant's page and the printed contract show it
// with view/download and no picker. (File names here are ASCII: happy-dom's multipart body
// garbles non-ASCII names; the backend test and the browser journey send Arabic ones.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import type { Language } from '@/i18n/languages';
import { CustomContractPage, TenantContractPage } from '@/features/contracts/contract-detail-page';
import { PrintContractPage } from '@/features/contracts/print-contract-page';
import { contractBody } from '../../mocks/conformance/fixtures/contracts';
import { call } from '../../mocks/testing/api';
import { serveApp, actAs } from './helpers';

serveApp({ sessions: true });

const T = {
  ar: {
    none: 'لم يُرفق عقد أساسي بعد',
    notPdf: 'يجب أن يكون العقد الأساسي ملف PDF',
    tooLarge: 'حجم العقد الأساسي أكبر من 10 ميجابايت',
    replace: 'استبدال الملف',
    size: '2 كيلوبايت',
    view: 'عرض',
  },
  en: {
    none: 'No base contract attached yet',
    notPdf: 'The base contract must be a PDF file',
    tooLarge: 'The base contract is larger than 10 MB',
    replace: 'Replace the file',
    size: '2 KB',
    view: 'View',
  },
} as const;

const pdf = (name: string, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([...'%PDF-1.7\n'].map((c) => c.charCodeAt(0)));
  return new File([bytes], name, { type: 'application/pdf' });
};

async function sentContract(): Promise<{ id: number; number: string }> {
  const made = await call('post', '/user/contracts', { as: 'lessor', body: contractBody() });
  await call('post', `/user/contracts/${made.body.data.id}/send`, { as: 'lessor' });
  return made.body.data;
}

describe.each(['ar', 'en'] as Language[])('base contract screens (%s)', (lng) => {
  const t = T[lng];

  it('refuses a fake PDF and a large one at the field, then attaches a real PDF', async () => {
    const c = await sentContract();
    actAs('lessor');
    await renderWithProviders(<CustomContractPage />, {
      lng,
      path: `/dashboard/contracts/custom-contracts-details/${c.id}`,
      route: '/dashboard/contracts/custom-contracts-details/:id',
    });
    const panel = await screen.findByTestId('base-contract', {}, { timeout: 10_000 });
    expect(panel.textContent).toContain(t.none);
    const input = screen.getByTestId('base-contract-input');
    const user = userEvent.setup();

    await user.upload(input, new File(['plain text'], 'contract.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(screen.getByTestId('base-contract-error').textContent).toBe(t.notPdf),
    );
    await user.upload(input, pdf('big.pdf', 10 * 1024 * 1024 + 1));
    await waitFor(() =>
      expect(screen.getByTestId('base-contract-error').textContent).toBe(t.tooLarge),
    );
    let stored = await call('get', `/user/contracts/${c.id}`, { as: 'lessor' });
    expect(stored.body.data.base_contract).toBeUndefined();

    await user.upload(input, pdf('signed-contract.pdf', 2048));
    const file = await screen.findByTestId('base-contract-file', {}, { timeout: 10_000 });
    expect(within(file).getByTestId('base-contract-name').textContent).toBe('signed-contract.pdf');
    expect(file.textContent).toContain(t.size);
    expect(screen.getByTestId('base-contract-pick').textContent).toBe(t.replace);
    expect(screen.queryByTestId('base-contract-error')).toBeNull();
    stored = await call('get', `/user/contracts/${c.id}`, { as: 'lessor' });
    expect(stored.body.data.base_contract).toMatchObject({
      file_name: 'signed-contract.pdf',
      size: 2048,
    });
  });

  it('shows the tenant the attached file with view and download, and no picker', async () => {
    const c = await sentContract();
    await call('put', `/user/contracts/${c.id}/base-contract`, {
      as: 'lessor',
      form: { base_contract: pdf('signed-lease.pdf', 2048) },
    });
    actAs('tenant');
    await renderWithProviders(<TenantContractPage />, {
      lng,
      path: `/dashboard/contracts/tenant-contract-details/${c.id}`,
      route: '/dashboard/contracts/tenant-contract-details/:id',
    });
    const file = await screen.findByTestId('base-contract-file', {}, { timeout: 10_000 });
    expect(file.textContent).toContain('signed-lease.pdf');
    expect(within(file).getByRole('button', { name: t.view })).toBeTruthy();
    expect(screen.queryByTestId('base-contract-input')).toBeNull();
  });

  it('names the attached file on the printed contract', async () => {
    const c = await sentContract();
    await call('put', `/user/contracts/${c.id}/base-contract`, {
      as: 'lessor',
      form: { base_contract: pdf('signed.pdf', 2048) },
    });
    actAs('tenant');
    await renderWithProviders(<PrintContractPage />, {
      lng,
      path: `/print-contract/${c.id}`,
      route: '/print-contract/:id',
    });
    const note = await screen.findByTestId('print-base-contract', {}, { timeout: 10_000 });
    expect(note.textContent).toContain('signed.pdf');
    expect(note.textContent).toContain('2 كيلوبايت');
  });
});
