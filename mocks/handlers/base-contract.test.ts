// @vitest-environment node
// A contract's attached base contract through the embedded backend: only its lessor
// attaches or replaces it, as a real PDF (by its `%PDF-` bytes, not its name or claimed
// type) of at most 10 MB with a name of at most 255 characters; both parties then read its
// details on the contract (each with their own download link) and download it; anyone else
// gets 404, a tenant a draft's 404, and the refusals name the field in both languages.
import '../testing/node-storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { BASE_CONTRACT } from '@schemas/upload';
import { getStore } from '../backend';
import { contractBody } from '../conformance/fixtures/contracts';
import { BASE, call, seedSessions } from '../testing/api';

serveEmbeddedBackend();
beforeEach(seedSessions);

const MB = 1024 * 1024;
const pdf = (name = 'العقد-الموقع.pdf', size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set([...'%PDF-1.7\n'].map((c) => c.charCodeAt(0)));
  return new File([bytes], name, { type: 'application/pdf' });
};

async function sentContract(): Promise<{ id: number; number: string }> {
  const made = await call('post', '/user/contracts', { as: 'lessor', body: contractBody() });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const sent = await call('post', `/user/contracts/${made.body.data.id}/send`, { as: 'lessor' });
  expect(sent.status).toBe(200);
  return made.body.data;
}

const attach = (id: number, file: Blob | string, as: 'lessor' | 'tenant' | 'tenant2' = 'lessor') =>
  call('put', `/user/contracts/${id}/base-contract`, { as, form: { base_contract: file } });

describe('attached base contract', () => {
  it('is attached by the lessor, shown to both parties and downloaded as a PDF', async () => {
    const c = await sentContract();
    const done = await attach(c.id, pdf());
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.base_contract).toMatchObject({
      file_name: 'العقد-الموقع.pdf',
      size: 2048,
      url: `/apiBack/v1/user/contracts/${c.id}/base-contract`,
    });
    const theirs = await call('get', `/ordinaries/contracts/${c.id}`, { as: 'tenant' });
    expect(theirs.body.data.base_contract.url).toBe(
      `/apiBack/v1/ordinaries/contracts/${c.id}/base-contract`,
    );
    for (const [side, as] of [
      ['user', 'test-token-lessor'],
      ['ordinaries', 'test-token-tenant'],
    ] as const) {
      const res = await fetch(`${BASE}/${side}/contracts/${c.id}/base-contract`, {
        headers: { Authorization: `Bearer ${as}`, 'X-App-Key': 'test-app-key' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain(
        encodeURIComponent('العقد-الموقع.pdf'),
      );
      expect((await res.text()).startsWith('%PDF-')).toBe(true);
    }
  });

  it('replaces the attached file with a new one', async () => {
    const c = await sentContract();
    await attach(c.id, pdf('first.pdf'));
    const second = await attach(c.id, pdf('second.pdf', 4096));
    expect(second.body.data.base_contract).toMatchObject({ file_name: 'second.pdf', size: 4096 });
    const row = getStore().db.contracts.findFirst((q) => q.where({ id: c.id }))!;
    expect(row.base_contract?.file_name).toBe('second.pdf');
  });

  it('refuses what is not a PDF by its bytes, too large, a text part or a long name', async () => {
    const c = await sentContract();
    const field = BASE_CONTRACT.field;
    const cases: Array<[Blob | string, string]> = [
      [
        new File(['hello, not a pdf'], 'contract.pdf', { type: 'application/pdf' }),
        'baseContractNotPdf',
      ],
      [new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'scan.pdf'), 'baseContractNotPdf'],
      [pdf('big.pdf', 10 * MB + 1), 'baseContractTooLarge'],
      ['uploads/contracts/1/a.pdf', 'fileNotAttached'],
      [pdf(`${'a'.repeat(300)}.pdf`), 'fileNameTooLong'],
    ];
    for (const [file, key] of cases) {
      const res = await attach(c.id, file);
      expect(res.status, key).toBe(422);
      expect(res.body.errors[field]).toEqual([`validation:${key}`]);
    }
    const none = await call('get', `/user/contracts/${c.id}`, { as: 'lessor' });
    expect(none.body.data.base_contract).toBeUndefined();
  });

  it('lets only the lessor attach, and only the parties read', async () => {
    const c = await sentContract();
    expect((await attach(c.id, pdf(), 'tenant')).status).toBe(403);
    await attach(c.id, pdf());
    const other = await call('get', `/ordinaries/contracts/${c.id}/base-contract`, {
      as: 'tenant2',
    });
    expect(other.status).toBe(404);
    const unknown = await call('get', '/user/contracts/999999/base-contract', { as: 'lessor' });
    expect(unknown.status).toBe(404);
  });

  it('answers 404 for a contract with nothing attached, and hides a draft from the tenant', async () => {
    const made = await call('post', '/user/contracts', { as: 'lessor', body: contractBody() });
    const id = made.body.data.id;
    expect(
      (await call('get', `/user/contracts/${id}/base-contract`, { as: 'lessor' })).status,
    ).toBe(404);
    await attach(id, pdf());
    expect(
      (await call('get', `/ordinaries/contracts/${id}/base-contract`, { as: 'tenant' })).status,
    ).toBe(404);
  });
});
