// "My information" against the embedded backend, in both languages: a lessor's form with the
// logo rule at the field, drafts across a reload, a failed save that keeps what was typed, the
// cached user data after a save, and the fields Nafath verified locked; a tenant's own form.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { MyInfoPage } from '@/features/accounts/my-info-page';
import { server } from '../../mocks/node';
import { forgetSessionMemory } from '@/lib/session/session-store';
import { serveApp, signIn, storedUser } from './helpers';

serveApp();

afterEach(() => cleanup());

const form = () => screen.findByTestId(/-info-form$/, {}, { timeout: 10_000 });
const box = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `[data-field="${name}"] input:not([type="file"]), [data-field="${name}"] textarea, [data-field="${name}"] select`,
  )!;
const fieldText = (name: string) => document.querySelector(`[data-field="${name}"]`)?.textContent;

describe('my information (lessor, en)', () => {
  it("never asks a lessor's page for the tenant profile while the session is checked (no 403)", async () => {
    await signIn('0500000002');
    // A reload: the token is stored, what it is has not been heard from the backend yet.
    forgetSessionMemory();
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    try {
      await renderWithProviders(<MyInfoPage />);
      // The page's first requests have gone out (the city list asks at once).
      await waitFor(() => expect(asked.some((p) => p.endsWith('/search_data'))).toBe(true));
      expect(asked.filter((p) => p.endsWith('/ordinaries/profile'))).toEqual([]);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('refuses a 3 MB logo at the field with its size, and uploads a small one', async () => {
    await signIn('0500000003');
    await renderWithProviders(<MyInfoPage />);
    await form();
    const input = screen.getByTestId('logo-input');
    const user = userEvent.setup();
    // Real signatures (PNG, RIFF…WEBP): files are judged by their bytes, not their names.
    const png = new Uint8Array(3 * 1024 * 1024);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(input, new File([png], 'big.png', { type: 'image/png' }));
    expect((await screen.findByTestId('logo-error')).textContent).toBe(
      'The logo must be 2 MB or lessThe chosen file is 3.0 MB.',
    );
    const webp = new Uint8Array(2048);
    webp.set([0x52, 0x49, 0x46, 0x46, 0xf8, 0x07, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    await user.upload(input, new File([webp], 'logo.webp', { type: 'image/webp' }));
    await waitFor(() => expect(String(storedUser()?.logo)).toMatch(/^uploads\/logos\/\d+\/logo/));
    expect(screen.queryByTestId('logo-error')).toBeNull();
    expect(screen.getByRole('img', { name: 'Preview of the new logo' })).toBeTruthy();
  });

  it('keeps a draft across a reload and what was typed across a failed save', async () => {
    await signIn('0500000003');
    const first = await renderWithProviders(<MyInfoPage />);
    await form();
    fireEvent.change(box('bio'), { target: { value: 'Quiet offices in Al Rawdah' } });
    fireEvent.change(box('commercial_register'), { target: { value: '12345' } });
    first.unmount();

    await renderWithProviders(<MyInfoPage />);
    await form();
    expect(box('bio').value).toBe('Quiet offices in Al Rawdah');
    fireEvent.click(screen.getByTestId('my-info-save'));
    expect(await screen.findByText('Enter a 10-digit commercial register number')).toBeTruthy();

    fireEvent.change(box('commercial_register'), { target: { value: '٤٠٣٠١٢٣٤٥٦' } });
    server.use(http.put('*/apiBack/v1/user/profile', () => HttpResponse.error()));
    fireEvent.click(screen.getByTestId('my-info-save'));
    expect((await screen.findByTestId('my-info-error')).textContent).toMatch(/offline/);
    expect(box('bio').value).toBe('Quiet offices in Al Rawdah');

    server.resetHandlers();
    fireEvent.click(screen.getByTestId('my-info-save'));
    await waitFor(() => expect(storedUser()?.bio).toBe('Quiet offices in Al Rawdah'));
    expect(storedUser()?.commercial_register).toBe('4030123456');
    expect(localStorage.getItem('form-draft:my-info-' + String(storedUser()?.id))).toBeNull();
  });
});

describe('my information (verified lessor, ar)', () => {
  it('locks what Nafath verified, with the reason, and saves the rest', async () => {
    await signIn('0500000002');
    await renderWithProviders(<MyInfoPage />, { lng: 'ar' });
    await form();
    expect(box('full_name').readOnly).toBe(true);
    expect(box('identity_number').readOnly).toBe(true);
    expect(screen.getByTestId('locked-full_name').textContent).toMatch(
      /^وُثّق عبر نفاذ في .+: لم يعد بالإمكان تغييره\.$/,
    );
    expect(screen.queryByTestId('verification-banner')).toBeNull();
    expect(screen.getByText('موثّق')).toBeTruthy();
    fireEvent.change(box('district'), { target: { value: 'الملقا' } });
    fireEvent.click(screen.getByTestId('my-info-save'));
    await waitFor(() => expect(storedUser()?.district).toBe('الملقا'));
    expect(storedUser()?.full_name).toBe('نورة العتيبي');
  });

  it('shows a member the account read-only', async () => {
    // Seeded member of the demo lessor's account ("reservations").
    await signIn('+966500000900');
    await renderWithProviders(<MyInfoPage />, { lng: 'ar' });
    await form();
    expect(screen.getByTestId('owner-only').textContent).toContain('مالكُه فقط');
    expect(screen.queryByTestId('my-info-save')).toBeNull();
    expect(
      within(await form())
        .getAllByRole('textbox')[0]
        .closest('fieldset')?.disabled,
    ).toBe(true);
  });
});

describe('my information (tenant)', () => {
  it('checks the identity number and saves the tenant profile (ar)', async () => {
    await signIn('0500000001');
    await renderWithProviders(<MyInfoPage />, { lng: 'ar' });
    await form();
    expect(screen.queryByTestId('logo-input')).toBeNull();
    fireEvent.change(box('identity_type'), { target: { value: 'residence' } });
    fireEvent.click(screen.getByTestId('my-info-save'));
    await waitFor(() => expect(fieldText('identity_number')).toContain('أدخل رقم إقامة صحيحًا'));
    fireEvent.change(box('identity_type'), { target: { value: 'national_id' } });
    // Names in one language: digits refused, and the last name in the first name's language.
    fireEvent.change(box('first_name'), { target: { value: 'محمد2' } });
    fireEvent.click(screen.getByTestId('my-info-save'));
    await waitFor(() => expect(fieldText('first_name')).toContain('بحروف عربية أو بحروف إنجليزية'));
    fireEvent.change(box('first_name'), { target: { value: 'Mohammed' } });
    fireEvent.click(screen.getByTestId('my-info-save'));
    await waitFor(() => expect(fieldText('last_name')).toContain('بلغة الاسم الأول نفسها'));
    fireEvent.change(box('first_name'), { target: { value: 'محمد سعد' } });
    fireEvent.click(screen.getByTestId('my-info-save'));
    await waitFor(() => expect(storedUser()?.first_name).toBe('محمد سعد'));
  });

  it('is in English too', async () => {
    await signIn('0500000001');
    await renderWithProviders(<MyInfoPage />);
    await form();
    expect(screen.getByText('Individual account (tenant)')).toBeTruthy();
    expect(box('phone').value).toBe('0500000001');
    fireEvent.change(box('last_name'), { target: { value: 'Al-Qahtani 7' } });
    fireEvent.click(screen.getByTestId('my-info-save'));
    await waitFor(() =>
      expect(fieldText('last_name')).toContain(
        'write it in Arabic letters or in English letters, without digits or symbols',
      ),
    );
  });
});
