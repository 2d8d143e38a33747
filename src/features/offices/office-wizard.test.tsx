// The add-office config on the wizard engine: step 1 validates only its own fields with the
// office rules' messages, moving on saves a server draft of what is filled, and the features
// step keeps the picked ids as numbers. The server is a local msw handler that records the
// draft bodies (the config is used exactly as the page builds it).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { components } from '@/api/generated/apiback';
import { renderWithProviders } from '@/components/testing/render';
import { loadWizardDraft, Wizard } from '@/engines/wizard';
import { makeOfficeWizard } from './office-wizard';

const API = 'http://localhost:5173/apiBack/v1';
const drafts: unknown[] = [];
const server = setupServer(
  http.post(`${API}/user/offices`, async ({ request }) => {
    drafts.push(await request.json());
    return HttpResponse.json({ data: { id: 42 } }, { status: 201 });
  }),
  http.put(`${API}/user/offices/42`, async ({ request }) => {
    drafts.push(await request.json());
    return HttpResponse.json({ data: { id: 42 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  drafts.length = 0;
});
afterAll(() => server.close());

const search: components['schemas']['SearchData'] = {
  features: [
    { id: 1, name_ar: 'إنترنت', name_en: 'Internet' },
    { id: 2, name_ar: 'مواقف', name_en: 'Parking' },
  ],
  cities: [],
  categories: [],
  office_types: [],
  price_range: { min: 0, max: 0 },
  area_range: { min: 0, max: 0 },
};

const input = (name: string) =>
  document.querySelector<HTMLInputElement>(
    `[data-field="${name}"] input, [data-field="${name}"] select`,
  );
const errorOf = (name: string) =>
  document.querySelector(`[data-field="${name}"] [data-part="error-text"]`)?.textContent;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('office wizard config', () => {
  it('checks step 1 only, saves a server draft on moving on and keeps feature ids as numbers', async () => {
    await renderWithProviders(<Wizard def={makeOfficeWizard(search, 'en', (p) => p)} />);
    next();
    await waitFor(() => expect(errorOf('category')).toBe('Category is Required'));
    expect(errorOf('name_ar')).toBeTruthy();
    expect(errorOf('ad_title_ar')).toBeTruthy();
    // The English side of a pair is optional (English readers then see the Arabic).
    expect(errorOf('name_en')).toBeFalsy();
    expect(drafts).toEqual([]);
    // Each side is typed in its own language and direction, whatever the UI's.
    expect([input('name_ar')!.dir, input('name_ar')!.lang]).toEqual(['rtl', 'ar']);
    expect([input('name_en')!.dir, input('name_en')!.lang]).toEqual(['ltr', 'en']);

    fireEvent.change(input('name_ar')!, { target: { value: 'مكتب الاختبار' } });
    fireEvent.change(input('name_en')!, { target: { value: 'Test office' } });
    await userEvent.selectOptions(input('category')!, 'private_office');
    await userEvent.selectOptions(input('type')!, 'tower');
    fireEvent.change(input('ad_title_ar')!, {
      target: { value: 'مكاتب مجهزة للإيجار في حي العليا' },
    });
    next();
    await waitFor(() => expect(input('rooms')).toBeTruthy());
    expect(drafts).toEqual([
      {
        is_draft: true,
        name: 'مكتب الاختبار',
        name_ar: 'مكتب الاختبار',
        name_en: 'Test office',
        category: 'private_office',
        type: 'tower',
        ad_title: 'مكاتب مجهزة للإيجار في حي العليا',
        ad_title_ar: 'مكاتب مجهزة للإيجار في حي العليا',
      },
    ]);
    expect(loadWizardDraft('offices', 'new')).toMatchObject({ step: 1, draftId: '42' });

    const boxes = document.querySelectorAll(
      '[data-field="features"] [data-scope="checkbox"][data-part="root"]',
    );
    expect([...boxes].map((b) => b.textContent)).toEqual(['Internet', 'Parking']);
    await userEvent.click(boxes[0]);
    await userEvent.click(boxes[1]);
    await waitFor(() => expect(loadWizardDraft('offices', 'new')?.values.features).toEqual([1, 2]));
    expect(
      document.querySelectorAll('[data-field="features"] [data-state="checked"][data-part="root"]'),
    ).toHaveLength(2);
  });
});
