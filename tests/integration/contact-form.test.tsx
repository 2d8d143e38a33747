// The contact form against the embedded backend (issue 11, defect 4): the optional e-mail
// left empty is not sent and the message goes through; a wrong one is said at its field,
// in the page's language.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { ContactPage } from '@/features/static-pages/contact-page';
import { getStore } from '../../mocks/backend';
import { serveApp } from './helpers';

serveApp();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });
}

describe('contact form', () => {
  it('sends a message without the optional e-mail', async () => {
    await renderWithProviders(<ContactPage />);
    fill({ name: 'نورة السبيعي', phone: '0551234567', message: 'أرغب بمعرفة الأسعار الشهرية' });
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(getStore().db.contactMessages.count()).toBeGreaterThan(0));
    const saved = getStore().db.contactMessages.all().at(-1)!;
    expect(saved).toMatchObject({ name: 'نورة السبيعي', email: null });
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('says a wrong e-mail at its field, in Arabic', async () => {
    await renderWithProviders(<ContactPage />, { lng: 'ar' });
    fill({
      name: 'نورة السبيعي',
      phone: '0551234567',
      email: 'noura@',
      message: 'أرغب بمعرفة الأسعار الشهرية',
    });
    fireEvent.submit(document.querySelector('form')!);
    const input = document.querySelector('[name="email"]')!;
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).not.toContain('Invalid Input');
  });

  it('names an empty field with the Arabic agreement of its gender (defect 9)', async () => {
    await renderWithProviders(<ContactPage />, { lng: 'ar' });
    fireEvent.submit(document.querySelector('form')!);
    // Exact texts: "الرسالة" is feminine, "الاسم" masculine.
    expect(await screen.findByText('الرسالة مطلوبة')).toBeTruthy();
    expect(screen.getByText('الاسم مطلوب')).toBeTruthy();
  });
});
