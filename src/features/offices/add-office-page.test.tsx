// "Continue the incomplete one" on /addoffice opens the saved draft in the wizard at the
// first step it has not finished, and never asks again (it used to loop on /addoffice/:id:
// the same page stayed mounted with the cached prompt). An absent draft is `data: null`.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@/components/testing/render';
import { AddOfficePage } from './add-office-page';

const API = 'http://localhost:5173/apiBack/v1';
const draft = {
  id: 37,
  ad_number: '200037',
  name: 'Draft office',
  name_ar: 'مكتب المسودة',
  name_en: 'Draft office',
  category: 'private_office',
  type: 'tower',
  ad_title: 'Furnished offices for rent in Olaya',
  ad_title_ar: 'مكاتب مجهزة للإيجار في حي العليا',
  ad_title_en: 'Furnished offices for rent in Olaya',
  status: 'incomplete',
  display_status: 'not_published',
  created_at: '2026-11-01T10:00:00Z',
  features: [],
};
let incomplete: typeof draft | null = draft;
/** The office to edit answers 500 while set (cleared to show the retry loading it). */
let officeDown = false;
const server = setupServer(
  http.get(`${API}/user/settings/search_data`, () =>
    HttpResponse.json({
      data: {
        cities: [],
        categories: [],
        office_types: [],
        features: [],
        price_range: { min: 0, max: 1 },
        area_range: { min: 1, max: 2 },
      },
    }),
  ),
  http.get(`${API}/user/settings/general`, () => HttpResponse.json({ data: {} })),
  http.get(`${API}/user/offices/incomplete`, () => HttpResponse.json({ data: incomplete })),
  http.get(`${API}/user/offices/37`, () =>
    officeDown
      ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
      : HttpResponse.json({ data: draft }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  incomplete = draft;
  officeDown = false;
});
afterAll(() => server.close());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const page = (
  <>
    <Routes>
      <Route path="/addoffice" element={<AddOfficePage />} />
      <Route path="/addoffice/:id" element={<AddOfficePage />} />
    </Routes>
    <Where />
  </>
);

describe('add office page', () => {
  it('continues the incomplete office at its first unfinished step, without asking again', async () => {
    await renderWithProviders(page, { path: '/addoffice' });
    const prompt = await screen.findByTestId('incomplete-office');
    expect(prompt.textContent).toContain('Draft office');
    fireEvent.click(screen.getByRole('button', { name: 'Continue the incomplete one' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/addoffice/37'));
    await screen.findByTestId('wizard-offices');
    expect(screen.queryByTestId('incomplete-office')).toBeNull();
    // Step 1 (name, category, type, title) is complete: the features step is next.
    expect(document.querySelector('[aria-current="step"]')?.textContent).toMatch(/^2\./);
  });

  it('opens the wizard at once when there is no draft (data null, no error)', async () => {
    incomplete = null;
    await renderWithProviders(page, { path: '/addoffice' });
    await screen.findByTestId('wizard-offices');
    expect(screen.queryByTestId('incomplete-office')).toBeNull();
    expect(document.querySelector('[aria-current="step"]')?.textContent).toMatch(/^1\./);
  });

  // It used to open an empty form for an office that failed to load (as if adding one).
  it.each([
    ['en', 'The server ran into a problem. Please try again in a moment.', 'Try again'],
    ['ar', 'حدث خطأ في الخادم. يرجى المحاولة مرة أخرى بعد قليل.', 'إعادة المحاولة'],
  ] as const)(
    'says an office that failed to load, and its retry opens it (%s)',
    async (lng, why, retry) => {
      officeDown = true;
      await renderWithProviders(page, { path: '/addoffice/37', lng });
      const fault = await screen.findByTestId('error-fallback');
      expect(fault.textContent).toContain(why);
      expect(screen.queryByTestId('wizard-offices')).toBeNull();
      officeDown = false;
      fireEvent.click(screen.getByRole('button', { name: retry }));
      await screen.findByTestId('wizard-offices');
      expect(screen.queryByTestId('error-fallback')).toBeNull();
    },
  );
});
