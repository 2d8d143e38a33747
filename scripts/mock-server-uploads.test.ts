// @vitest-environment node
// Uploads on the mock server (a child process, its own temp SQLite file): photos uploaded in a
// stream and killed with SIGKILL come back byte for byte after a restart, every media row with
// its bytes and no bytes without their row; a replaced logo's old bytes are gone from the file;
// a reset and a change of the store's version forget them all, with a line in the log.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { DEV_APP_KEY } from './mock-app-key';
import { client, LESSOR_PHONE } from './mock-server-harness';
import { tempServers } from './mock-server-temp';

const { start, fileIn } = tempServers('mock-uploads-');

const HANG_GUARD_MS = 600_000;

/** A PNG of `size` bytes whose content depends on `salt` (a mix-up shows). */
function png(salt: number, size = 4000): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 13 + salt * 101) & 0xff;
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return out;
}

async function upload(base: string, token: string, apiPath: string, form: FormData) {
  const res = await fetch(`${base}/apiBack/v1${apiPath}`, {
    method: 'POST',
    headers: { 'X-App-Key': DEV_APP_KEY, Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const mediaForm = (bytes: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  form.append('file', new File([bytes], 'photo.png', { type: 'image/png' }));
  form.append('kind', 'image');
  return form;
};

async function served(base: string, filePath: string) {
  const res = await fetch(`${base}/${filePath}`);
  return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The ids in the file's `files` table (read after the server is gone). */
function fileIds(file: string): string[] {
  const db = new DatabaseSync(fileIn(file), { readOnly: true });
  try {
    return (db.prepare('SELECT id FROM files ORDER BY id').all() as Array<{ id: string }>).map(
      (r) => r.id,
    );
  } finally {
    db.close();
  }
}

describe('mock server uploads', () => {
  it(
    'keeps every answered upload through a SIGKILL, each row with its bytes',
    { timeout: HANG_GUARD_MS },
    async () => {
      const file = 'uploads.sqlite';
      const first = await start(file, ['--reset']);
      const lessor = await client(first.base).login(LESSOR_PHONE);
      const offices = await client(first.base).call('GET', '/user/offices?per_page=1', {
        token: lessor,
      });
      const officeId = offices.body.data.data[0].id as number;

      // A replaced logo: its first bytes must leave the file with the row's change.
      const logos: string[] = [];
      for (const salt of [1, 2]) {
        const form = new FormData();
        form.append('logo', new File([png(salt, 1500)], 'logo.png', { type: 'image/png' }));
        const res = await upload(first.base, lessor, '/user/profile/logo', form);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        logos.push(new URL(res.body.data.logo, first.base).pathname.slice(1));
      }

      // Three writers upload photos; the process is killed once ten were answered.
      const answered = new Map<string, Uint8Array>();
      let next = 0;
      let killed = false;
      const writer = async () => {
        while (!killed && next < 100) {
          const bytes = png(10 + next++);
          try {
            const res = await upload(
              first.base,
              lessor,
              `/user/offices/${officeId}/media`,
              mediaForm(bytes),
            );
            if (res.status === 201) answered.set(res.body.data.path as string, bytes);
            if (answered.size >= 10 && !killed) {
              killed = true;
              first.proc.kill('SIGKILL');
            }
          } catch {
            // The connection died with the process.
          }
        }
      };
      await Promise.all([writer(), writer(), writer()]);
      expect(await first.exited).toBe('SIGKILL');

      // In the file: the new logo and every kept photo, each named by a row, the old logo gone.
      const ids = fileIds(file);
      expect(ids).toContain(logos[1]);
      expect(ids).not.toContain(logos[0]);
      for (const p of answered.keys()) expect(ids).toContain(p);

      const second = await start(file);
      const api = client(second.base);
      const token = await api.login(LESSOR_PHONE);
      for (const [p, bytes] of answered)
        expect(await served(second.base, p)).toEqual({ type: 'image/png', bytes });
      expect(await served(second.base, logos[1])).toEqual({
        type: 'image/png',
        bytes: png(2, 1500),
      });
      // Every uploaded photo the office lists has its bytes, and every kept photo is listed.
      const office = await api.call('GET', `/user/offices/${officeId}`, { token });
      const listed = (office.body.data.images as Array<{ path: string }>)
        .map((m) => m.path)
        .filter((p) => /\/file\d+\.png$/.test(p));
      expect(listed.sort()).toEqual(ids.filter((id) => id.startsWith('uploads/offices/')).sort());

      // A reset forgets them: placeholders again, and nothing left in the file.
      const reset = await fetch(`${second.base}/__mock/reset`, { method: 'POST' });
      expect(reset.status).toBe(200);
      const [somePath] = answered.keys();
      expect((await served(second.base, somePath!)).type).toBe('image/svg+xml');
      second.proc.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(fileIds(file)).toEqual([]);
    },
  );

  it(
    'forgets uploads with a line in the log when the store version changes',
    { timeout: HANG_GUARD_MS },
    async () => {
      const file = 'version.sqlite';
      const first = await start(file, ['--reset']);
      const lessor = await client(first.base).login(LESSOR_PHONE);
      const form = new FormData();
      form.append('logo', new File([png(3, 1000)], 'logo.png', { type: 'image/png' }));
      expect((await upload(first.base, lessor, '/user/profile/logo', form)).status).toBe(200);
      first.proc.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(fileIds(file)).toHaveLength(1);
      // An older build's file (SNAPSHOT_VERSION 5, before uploads kept their bytes).
      const db = new DatabaseSync(fileIn(file));
      db.prepare("UPDATE meta SET value = '5-old' WHERE key = 'version'").run();
      db.close();
      const second = await start(file);
      expect(second.output()).toMatch(/holds seed\/schema version 5-old.*re-seeding/);
      second.proc.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(fileIds(file)).toEqual([]);
    },
  );
});
