// @vitest-environment node
// Office documents (issue 12): a deed, building licence or civil-defence certificate is a
// PDF or an image judged by its bytes; one file per kind (a new one replaces the old), shown
// to the owner on the office and removable.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getStore } from '../backend';
import { DEMO_LESSOR } from '../demo-accounts';
import { call } from '../testing/api';
import { login } from './helpers';

serveEmbeddedBackend();

const pdf = (name: string) => new File(['%PDF-1.4\n1 0 obj\n'], name, { type: 'application/pdf' });
const mp4 = () =>
  new File(
    [new Uint8Array([0, 0, 0, 0x18, ...[...'ftypmp42'].map((c) => c.charCodeAt(0))])],
    'a.pdf',
  );

describe('office documents', () => {
  it('takes a PDF deed, refuses a video as one, replaces it, and lists it for the owner only', async () => {
    const { token } = await login(DEMO_LESSOR.phone);
    const office = getStore().db.offices.findFirst((q) =>
      q.where({ owner_id: 2, status: 'published' }),
    )!;
    const path = `/user/offices/${office.id}/media`;
    const refused = await call('post', path, { token, form: { file: mp4(), kind: 'deed' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file).toEqual(['validation:documentInvalid']);

    const first = await call('post', path, {
      token,
      form: { file: pdf('deed.jpg'), kind: 'deed' },
    });
    expect(first.status).toBe(201);
    // Named by its bytes: a PDF called .jpg is stored as a PDF.
    expect(first.body.data.path).toMatch(/\.pdf$/);
    const second = await call('post', path, {
      token,
      form: { file: pdf('deed2.pdf'), kind: 'deed' },
    });
    expect(second.status).toBe(201);

    const mine = await call('get', `/user/offices/${office.id}`, { token });
    const deeds = mine.body.data.documents.filter((d: { kind: string }) => d.kind === 'deed');
    expect(deeds).toEqual([expect.objectContaining({ id: second.body.data.id })]);
    const seen = await call('get', `/public/offices/${office.id}`, { as: 'public' });
    expect(seen.status).toBe(200);
    expect(seen.body.data.documents).toBeUndefined();
    // The file host answers a real PDF for it.
    const file = await fetch(`http://localhost:5173/files/${second.body.data.path}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await file.text()).startsWith('%PDF-')).toBe(true);

    const removed = await call('delete', `${path}/${second.body.data.id}`, { token });
    expect(removed.status).toBe(200);
    const after = await call('get', `/user/offices/${office.id}`, { token });
    expect(after.body.data.documents ?? []).not.toContainEqual(
      expect.objectContaining({ kind: 'deed' }),
    );
  });
});
