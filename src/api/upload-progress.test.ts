// An upload through XMLHttpRequest keeps the client's headers and result handling, and
// reports its progress up to the whole body.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { toFormData } from './form-data';
import { unwrap } from './result';
import { progressFetch } from './upload-progress';

const seen: { auth?: string | null; size?: number; type?: string } = {};
const server = setupServer(
  http.post('*/apiBack/v1/user/profile/logo', async ({ request }) => {
    seen.auth = request.headers.get('authorization');
    const file = (await request.formData()).get('logo') as File;
    seen.size = file.size;
    seen.type = file.type;
    if (file.size > 100) return HttpResponse.json({ message: 'Invalid Input' }, { status: 422 });
    return HttpResponse.json({ data: { logo: 'uploads/logos/2/logo.png' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const client = () => createApiClient(location.origin);

describe('progressFetch', () => {
  it('sends the multipart body with the session headers and ends at 100 %', async () => {
    localStorage.setItem('user_token', 't-1');
    const fractions: number[] = [];
    const file = new File([new Uint8Array(40)], 'logo.png', { type: 'image/png' });
    const body = await unwrap(
      client().POST('/apiBack/v1/user/profile/logo', {
        body: { logo: file },
        bodySerializer: toFormData,
        fetch: progressFetch((f) => fractions.push(f)),
      }),
    );
    expect(body.data.logo).toBe('uploads/logos/2/logo.png');
    expect(seen).toEqual({ auth: 'Bearer t-1', size: 40, type: 'image/png' });
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
  });

  it('gives a refusal its status like any other call', async () => {
    const file = new File([new Uint8Array(400)], 'big.png', { type: 'image/png' });
    const error = await unwrap(
      client().POST('/apiBack/v1/user/profile/logo', {
        body: { logo: file },
        bodySerializer: toFormData,
        fetch: progressFetch(() => undefined),
      }),
    ).catch((e: { status?: number }) => e);
    expect((error as { status?: number }).status).toBe(422);
  });
});
