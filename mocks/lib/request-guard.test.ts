// @vitest-environment node
// The repros of issue 20 against route()'s request checks: bodies that are not what the
// contract says are refused (415 / 400 / 422 with a message) before any handler or rule
// reads them, uploads are judged by their bytes, and prototype keys are not pages.
import '../testing/node-storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getContract, type DocNode } from './contract';
import { BASE, call, seedSessions, tokenFor } from '../testing/api';

serveEmbeddedBackend();

beforeEach(async () => {
  await seedSessions();
});

async function send(path: string, init: RequestInit & { as?: 'tenant' | 'lessor' }) {
  const headers = new Headers(init.headers);
  if (init.as) headers.set('Authorization', `Bearer ${tokenFor(init.as)}`);
  const res = await fetch(`${BASE}${path}`, { method: 'POST', ...init, headers });
  return { status: res.status, body: (await res.json()) as { message: string; errors?: object } };
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe('request bodies are checked before any handler reads them', () => {
  it.each([
    ['null', 'null'],
    ['an array', '[1]'],
    ['a number', '0'],
  ])('refuses %s as a body with 422 (was a 500: "reading is_draft of null")', async (_, raw) => {
    const res = await send('/user/offices', { as: 'lessor', headers: JSON_TYPE, body: raw });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Invalid Input',
      errors: { body: ['validation:invalidInput'] },
    });
  });

  it('answers 400 to JSON that does not parse', async () => {
    const res = await send('/ordinaries/reservations/quote', {
      as: 'tenant',
      headers: JSON_TYPE,
      body: '{"unit_id":',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });

  it('refuses a wrong type with the contract message, not a crash in the rule', async () => {
    const res = await call('put', '/ordinaries/profile', {
      as: 'tenant',
      body: { first_name: 'محمد', last_name: 'القحطاني', email: 12345 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toBeDefined();
  });

  it.each([
    ['text/plain', '{"reason":"لم يصلني المبلغ المسترد","office_id":1}'],
    ['application/x-www-form-urlencoded', 'name=x&category=private_office'],
  ])('answers 415 to a %s body on a JSON operation', async (type, raw) => {
    const res = await send('/user/offices', {
      as: 'lessor',
      headers: { 'Content-Type': type },
      body: raw,
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Unsupported Media Type');
  });

  it('answers 415 to JSON on an upload and 400 to broken multipart', async () => {
    const json = await send('/user/offices/1/media', {
      as: 'lessor',
      headers: JSON_TYPE,
      body: '{"kind":"image"}',
    });
    expect(json.status).toBe(415);
    const broken = await send('/user/offices/1/media', {
      as: 'lessor',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xx' },
      body: 'abc',
    });
    expect(broken.status).toBe(400);
  });

  it('ignores a body sent to an operation that takes none (no undeclared 422)', async () => {
    const res = await send('/auth/logout', { as: 'tenant', headers: JSON_TYPE, body: '{oops' });
    expect(res.status).toBe(200);
  });

  it('declares the 400 and 415 answers on every operation that takes a body, and only there', () => {
    const undeclared: string[] = [];
    for (const [path, item] of Object.entries(getContract().paths as Record<string, DocNode>))
      for (const [method, op] of Object.entries(item as Record<string, DocNode>)) {
        if (!op?.responses) continue;
        const takesBody = Boolean(op.requestBody);
        for (const status of ['400', '415'])
          if (takesBody !== Boolean(op.responses[status]))
            undeclared.push(`${method} ${path} ${status}`);
      }
    expect(undeclared).toEqual([]);
  });
});

describe('uploads are judged by their bytes', () => {
  const upload = (file: File, kind = 'image') => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    return send('/user/offices/1/media', { as: 'lessor', body: form });
  };

  it.each([
    [
      'an HTML page',
      new File(['<html><script>x</script></html>'], 'x.html', { type: 'text/html' }),
    ],
    [
      'an .exe renamed .jpg',
      new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'x.jpg', { type: 'image/jpeg' }),
    ],
    ['an empty file', new File([], 'empty.jpg', { type: 'image/jpeg' })],
  ])('refuses %s with 422 at the field', async (_, file) => {
    const res = await upload(file);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ['validation:fileInvalid'] });
  });

  it('refuses a 6 MB image and takes a real JPEG', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(jpeg());
    expect((await upload(new File([big], 'big.jpg', { type: 'image/jpeg' }))).status).toBe(422);
    expect((await upload(new File([jpeg()], 'ok.jpg', { type: 'image/jpeg' }))).status).toBe(201);
  });

  it('refuses a file part sent as a plain text field (was 201)', async () => {
    const form = new FormData();
    form.append('kind', 'image');
    form.append('file', '/files/uploads/photo.jpg');
    const res = await send('/user/offices/1/media', { as: 'lessor', body: form });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ['validation:fileNotAttached'] });
    // The same guard on every upload operation: the receipt of a bank transfer, the logo.
    const logo = new FormData();
    logo.append('logo', 'logo.png');
    const refused = await send('/user/profile/logo', { as: 'lessor', body: logo });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ logo: ['validation:fileNotAttached'] });
  });

  it('refuses a file name over 255 characters (100,000 was 201) and takes 255', async () => {
    const named = (name: string) => upload(new File([jpeg()], name, { type: 'image/jpeg' }));
    const huge = await named(`${'a'.repeat(100_000)}.jpg`);
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ file: ['validation:fileNameTooLong'] });
    // Counted in characters: 256 Arabic letters are too long, 251 + ".jpg" are fine.
    expect((await named(`${'م'.repeat(252)}.jpg`)).status).toBe(422);
    expect((await named(`${'م'.repeat(251)}.jpg`)).status).toBe(201);
  });

  it('refuses a logo above 2 MB with the logo message', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(jpeg());
    const form = new FormData();
    form.append('logo', new File([big], 'logo.jpg', { type: 'image/jpeg' }));
    const res = await send('/user/profile/logo', { as: 'lessor', body: form });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ logo: ['validation:logoTooLarge'] });
  });
});

describe('path parameters are looked up as own keys', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'answers 404 for the page "%s"',
    async (slug) => {
      const res = await call('get', `/public/pages/${slug}`);
      expect(res.status).toBe(404);
    },
  );
});
