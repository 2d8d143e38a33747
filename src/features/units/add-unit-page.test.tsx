// /addunit/:id waits on its office (the unit codes already taken come with it): an office
// that fails to load is said with a retry, in both languages, instead of opening the form
// without the codes it checks against.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { AddUnitPage } from './add-unit-page';

const API = 'http://localhost:5173/apiBack/v1';
/** The office answers 500 while set (cleared to show the retry loading it). */
let officeDown = false;
const server = setupServer(
  http.get(`${API}/user/settings/general`, () => HttpResponse.json({ data: {} })),
  http.get(`${API}/user/offices/5`, () =>
    officeDown
      ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
      : HttpResponse.json({
          data: { id: 5, name: 'Olaya Tower', units: [{ id: 9, code: 'A-1' }] },
        }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  officeDown = false;
});
afterAll(() => server.close());

const page = (
  <Routes>
    <Route path="/addunit/:id" element={<AddUnitPage />} />
  </Routes>
);

describe('add unit page', () => {
  it.each([
    ['en', 'The server ran into a problem. Please try again in a moment.', 'Try again'],
    ['ar', 'حدث خطأ في الخادم. يرجى المحاولة مرة أخرى بعد قليل.', 'إعادة المحاولة'],
  ] as const)(
    'says an office that failed to load, and its retry opens the form (%s)',
    async (lng, why, retry) => {
      officeDown = true;
      await renderWithProviders(page, { path: '/addunit/5', lng });
      const fault = await screen.findByTestId('error-fallback');
      expect(fault.textContent).toContain(why);
      expect(screen.queryByTestId('wizard-units')).toBeNull();
      officeDown = false;
      fireEvent.click(screen.getByRole('button', { name: retry }));
      await screen.findByTestId('wizard-units');
      expect(screen.getByText('Olaya Tower')).toBeTruthy();
    },
  );
});
