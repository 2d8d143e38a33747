// A lessor cannot place an office outside Saudi Arabia (spec: "Cannot pick outside Saudi
// Arabia"), on the add-office screen itself, in both languages: typing a point in Cairo into
// the location step says so at once, the step does not move on and says it once at the field,
// and a point in Riyadh clears it and lets the wizard go on. The app's own routes on the
// embedded backend (office 1 is the demo lessor's).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes as officeScreens } from '@/features/offices/routes';
import type { Language } from '@/i18n/languages';
import { SHELL_FEATURES, renderApp } from './shell-helpers';
import { serveApp, actAs } from './helpers';

serveApp({ sessions: true });

const T = {
  ar: {
    next: 'التالي',
    lat: 'خط العرض',
    lng: 'خط الطول',
    outside: 'لا يمكن اختيار موقع خارج المملكة العربية السعودية',
  },
  en: {
    next: 'Next',
    lat: 'Latitude',
    lng: 'Longitude',
    outside: 'You cannot pick a location outside Saudi Arabia',
  },
} as const;

const CAIRO = { lat: '30.0444', lng: '31.2357' };
const RIYADH = { lat: '24.7136', lng: '46.6753' };

const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent ?? '';
/** How often the form says the point is outside (once: the alert or the field's error). */
const saysOutside = (form: HTMLElement, text: string) =>
  within(form).queryAllByText(text, { exact: true }).length;

describe.each(['ar', 'en'] as Language[])('the office location step (%s)', (lng) => {
  it('refuses a point outside Saudi Arabia at the field and takes one inside', async () => {
    actAs('lessor');
    const t = T[lng];
    await renderApp('/addoffice/1', lng, [...SHELL_FEATURES, officeScreens]);
    const form = await screen.findByTestId('wizard-offices', {}, { timeout: 15_000 });
    // Office 1 is complete: "next" walks to the location step (3).
    for (const step of ['2.', '3.']) {
      fireEvent.click(within(form).getByRole('button', { name: t.next }));
      await waitFor(() => expect(currentStep().startsWith(step)).toBe(true), { timeout: 10_000 });
    }
    const lat = within(form).getByLabelText(t.lat);
    const lngInput = within(form).getByLabelText(t.lng);

    fireEvent.change(lat, { target: { value: CAIRO.lat } });
    fireEvent.change(lngInput, { target: { value: CAIRO.lng } });
    expect(within(form).getByRole('alert').textContent).toBe(t.outside);

    fireEvent.click(within(form).getByRole('button', { name: t.next }));
    // Checked: the step stays, and the message is said once, now as the field's error.
    await waitFor(() =>
      expect(form.querySelector('[data-field="location"] [data-invalid]')).not.toBeNull(),
    );
    expect(currentStep().startsWith('3.')).toBe(true);
    expect(saysOutside(form, t.outside)).toBe(1);

    fireEvent.change(lat, { target: { value: RIYADH.lat } });
    fireEvent.change(lngInput, { target: { value: RIYADH.lng } });
    await waitFor(() => expect(saysOutside(form, t.outside)).toBe(0));
    fireEvent.click(within(form).getByRole('button', { name: t.next }));
    await waitFor(() => expect(currentStep().startsWith('4.')).toBe(true), { timeout: 10_000 });
  });
});
