// @vitest-environment node
// Every upload of the contract keeps its bytes: the file host (`uploads/...`) and the base
// contract's download answer exactly what was sent, with the type its bytes say; a replaced or
// deleted file's bytes are gone; a reset forgets them all.
import '../testing/node-storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getStore, resetChangedToSeed } from '../backend';
import { contractBody } from '../conformance/fixtures/contracts';
import { call, ORIGIN, seedSessions } from '../testing/api';
import { keptUpload } from './uploads';

serveEmbeddedBackend();
beforeEach(seedSessions);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
/** `size` bytes after a signature, each test's bytes different (a mix-up would show). */
function bytes(signature: number[], size: number, salt: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + salt * 7) & 0xff;
  out.set(signature);
  return out;
}
const png = (salt: number, size = 3000) =>
  new File([bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size, salt)], 'photo.png', {
    type: 'image/png',
  });
const webp = (salt: number) =>
  new File([bytes([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')], 2500, salt)], 'logo.webp', {
    type: 'image/webp',
  });
const pdf = (salt: number, name = 'signed.pdf') =>
  new File([bytes(ascii('%PDF-1.7\n'), 5000, salt)], name, { type: 'application/pdf' });

const asBytes = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

/** What the file host answers for an upload path. */
async function host(path: string) {
  const res = await fetch(`${ORIGIN}/files/${path}`);
  return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The file host answers those very bytes with the type of their kind. */
async function expectServed(path: string, file: File, type: string) {
  const got = await host(path);
  expect(got.type).toBe(type);
  expect(got.bytes).toEqual(await asBytes(file));
}

const lessorOffice = () =>
  getStore().db.offices.findFirst((q) => q.where({ owner_id: 2, status: 'published' }))!;

describe('uploads keep their bytes', () => {
  it('serves an office photo as uploaded, and forgets it with its media row', async () => {
    const office = lessorOffice();
    const photo = png(1);
    const up = await call('post', `/user/offices/${office.id}/media`, {
      as: 'lessor',
      form: { file: photo, kind: 'image' },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    await expectServed(up.body.data.path, photo, 'image/png');

    const gone = await call('delete', `/user/offices/${office.id}/media/${up.body.data.id}`, {
      as: 'lessor',
    });
    expect(gone.status).toBe(200);
    expect(keptUpload(up.body.data.path)).toBeNull();
    expect((await host(up.body.data.path)).type).toBe('image/svg+xml');
  });

  it("keeps a unit's photo and drops a replaced deed's bytes", async () => {
    const unit = getStore().db.units.findFirst((q) => q.where({ owner_id: 2 }))!;
    const photo = png(2, 1200);
    const up = await call('post', `/user/units/${unit.id}/media`, {
      as: 'lessor',
      form: { file: photo, kind: 'image' },
    });
    expect(up.status).toBe(201);
    await expectServed(up.body.data.path, photo, 'image/png');

    const path = `/user/offices/${lessorOffice().id}/media`;
    const first = await call('post', path, { as: 'lessor', form: { file: pdf(3), kind: 'deed' } });
    const next = pdf(4);
    const second = await call('post', path, { as: 'lessor', form: { file: next, kind: 'deed' } });
    expect(second.status).toBe(201);
    expect(keptUpload(first.body.data.path)).toBeNull();
    await expectServed(second.body.data.path, next, 'application/pdf');
  });

  it("downloads the lessor's base contract byte for byte, and a replacement replaces it", async () => {
    const made = await call('post', '/user/contracts', { as: 'lessor', body: contractBody() });
    const id = made.body.data.id;
    await call('post', `/user/contracts/${id}/send`, { as: 'lessor' });
    const url = (side: string) => `${ORIGIN}/apiBack/v1/${side}/contracts/${id}/base-contract`;
    const download = async (side: string, token: string) => {
      const res = await fetch(url(side), {
        headers: { Authorization: `Bearer ${token}`, 'X-App-Key': 'test-app-key' },
      });
      return { type: res.headers.get('content-type'), bytes: await asBytes(await res.blob()) };
    };
    for (const [salt, file] of [
      [5, pdf(5, 'first.pdf')],
      [6, pdf(6, 'second.pdf')],
    ] as const) {
      const done = await call('put', `/user/contracts/${id}/base-contract`, {
        as: 'lessor',
        form: { base_contract: file },
      });
      expect(done.status, String(salt)).toBe(200);
      for (const [side, token] of [
        ['user', 'test-token-lessor'],
        ['ordinaries', 'test-token-tenant'],
      ])
        expect(await download(side, token)).toEqual({
          type: 'application/pdf',
          bytes: await asBytes(file),
        });
    }
  });

  it('keeps a new logo and drops the old one', async () => {
    const first = png(7);
    const a = await call('post', '/user/profile/logo', { as: 'lessor', form: { logo: first } });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const firstPath = getStore().db.users.findFirst((q) => q.where({ id: 2 }))!.logo!;
    await expectServed(firstPath, first, 'image/png');
    const second = webp(8);
    const b = await call('post', '/user/profile/logo', { as: 'lessor', form: { logo: second } });
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    const secondPath = getStore().db.users.findFirst((q) => q.where({ id: 2 }))!.logo!;
    expect(secondPath).toMatch(/\.webp$/);
    await expectServed(secondPath, second, 'image/webp');
    expect(keptUpload(firstPath)).toBeNull();
  });

  it('serves a bank receipt, a ticket attachment and a chat photo as sent', async () => {
    const r = getStore().db.reservations.findFirst((q) =>
      q.where({ tenant_id: 1, status: 'pending' }),
    )!;
    const receipt = pdf(9, 'receipt.pdf');
    const paid = await call('post', '/ordinaries/payments/bank-transfer', {
      as: 'tenant',
      form: { reservation_id: String(r.id), pay_mode: 'full', receipt },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    await expectServed(paid.body.data.receipt_image, receipt, 'application/pdf');

    const shot = png(10, 800);
    const ticket = await call('post', '/ordinaries/complaints', {
      as: 'tenant',
      form: { type: 'inquiry', subject: 'صورة', reason: 'مرفقة صورة الخطأ', 'attachments[]': shot },
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    await expectServed(ticket.body.data.attachments[0], shot, 'image/png');

    const c = getStore().db.conversations.findFirst((q) => q.where({ tenant_id: 1 }))!;
    const photo = png(11, 900);
    const sent = await call('post', `/ordinaries/conversations/${c.id}/messages`, {
      as: 'tenant',
      form: { image: photo },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await expectServed(sent.body.data.image, photo, 'image/png');
  });

  it('forgets every upload on a reset', async () => {
    const up = await call('post', `/user/offices/${lessorOffice().id}/media`, {
      as: 'lessor',
      form: { file: png(12), kind: 'image' },
    });
    expect(keptUpload(up.body.data.path)).not.toBeNull();
    await resetChangedToSeed();
    expect(keptUpload(up.body.data.path)).toBeNull();
  });
});
