import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, currentLanguage, DEV_APP_KEY, onUnauthorized, resolveBaseUrl } from './client';
import { toFormData } from './form-data';

const seen: Headers[] = [];
const settings = {
  site_name_ar: 'مكتبي',
  site_name_en: 'Maktabi',
  site_title_ar: 'مكتبي',
  site_title_en: 'Maktabi',
  site_desc_ar: 'وصف',
  site_desc_en: 'Description',
  site_keywords_ar: 'مكاتب',
  site_keywords_en: 'offices',
  icon_browser: 'uploads/logos/1/icon0001.png',
  logo: 'uploads/logos/1/logo0001.png',
  file_host: 'https://files.maktabi.sa/',
};
// This test owns its own msw server: it checks the client's middleware, not the embedded backend.
const server = setupServer(
  http.get('*/apiBack/v1/user/settings/general', ({ request }) => {
    seen.push(request.headers);
    return HttpResponse.json({ data: settings });
  }),
  http.get('*/apiBack/v1/ordinaries/profile', () =>
    HttpResponse.json({ message: 'INVALID TOKEN!' }, { status: 401 }),
  ),
  http.post('*/apiBack/v1/user/offices/:id/media', async ({ request, params }) => {
    seen.push(request.headers);
    const form = await request.formData();
    const file = form.get('file') as File;
    return HttpResponse.json(
      {
        data: { id: 9, kind: form.get('kind'), path: `uploads/offices/${params.id}/${file.name}` },
      },
      { status: 201 },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  document.documentElement.lang = '';
});
afterAll(() => server.close());

describe('apiClient middleware', () => {
  it('sends the app key, language, Accept and Bearer headers', async () => {
    localStorage.setItem('user_token', 'tok-123');
    localStorage.setItem('i18nextLng', 'en-US');
    const { data } = await apiClient.GET('/apiBack/v1/user/settings/general');
    expect(data?.data.site_title_en).toBe('Maktabi');
    const h = seen[0];
    expect(h.get('X-App-Key')).toBe(import.meta.env.VITE_APP_KEY || DEV_APP_KEY);
    expect(h.get('Accept-Language')).toBe('en');
    expect(h.get('Accept')).toBe('application/json');
    expect(h.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization without a token and defaults to Arabic', async () => {
    await apiClient.GET('/apiBack/v1/user/settings/general');
    expect(seen[0].get('Authorization')).toBeNull();
    expect(seen[0].get('Accept-Language')).toBe('ar');
  });

  it('falls back to <html lang> when i18next has not cached a language', () => {
    document.documentElement.lang = 'en';
    expect(currentLanguage()).toBe('en');
  });

  it('on 401 clears the session and notifies subscribers once', async () => {
    localStorage.setItem('user_token', 'expired');
    localStorage.setItem('user_type', 'ordinary');
    localStorage.setItem('userData', '{}');
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    const { error, response } = await apiClient.GET('/apiBack/v1/ordinaries/profile');
    off();
    expect(response.status).toBe(401);
    expect(error?.message).toBe('INVALID TOKEN!');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(localStorage.getItem('user_type')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('uploads media as multipart form data with the same headers', async () => {
    localStorage.setItem('user_token', 'lessor-token');
    const file = new File([new Uint8Array([1, 2, 3])], 'main0001.jpg', { type: 'image/jpeg' });
    const { data, response } = await apiClient.POST('/apiBack/v1/user/offices/{id}/media', {
      params: { path: { id: 12 } },
      body: { file, kind: 'main_image' },
      bodySerializer: toFormData,
    });
    expect(response.status).toBe(201);
    expect(data?.data).toMatchObject({
      kind: 'main_image',
      path: 'uploads/offices/12/main0001.jpg',
    });
    expect(seen[0].get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].get('Authorization')).toBe('Bearer lessor-token');
  });

  it('resolves the base URL to an origin whether or not /apiBack/v1 is configured', () => {
    expect(resolveBaseUrl('https://api.maktabi.sa/apiBack/v1/')).toBe('https://api.maktabi.sa');
    expect(resolveBaseUrl('https://api.maktabi.sa')).toBe('https://api.maktabi.sa');
    expect(resolveBaseUrl(undefined)).toBe(window.location.origin);
  });
});
