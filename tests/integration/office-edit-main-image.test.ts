// Editing a saved office (issue 20): the main image chosen among the office's own images is
// named by its media id in the save, never fetched and uploaded again (a seeded placeholder
// or an older file may not pass today's upload check, so the save used to fail).
import { afterEach, describe, expect, it } from 'vitest';
import { officeFormSchema } from '@schemas/office';
import { server } from '../../mocks/node';
import { call, seedSessions } from '../../mocks/testing/api';
import { officeToValues } from '@/features/offices/office-values';
import { submitOffice } from '@/features/offices/office-api';
import { serveEmbeddedBackend } from '../setup/msw';

serveEmbeddedBackend();

const seen: string[] = [];
const track = ({ request }: { request: Request }) =>
  void seen.push(`${request.method} ${new URL(request.url).pathname}`);
afterEach(() => {
  server.events.removeAllListeners();
  seen.length = 0;
});

/** One of the demo lessor's published (seeded) offices, as the edit wizard fills it. */
async function seededOffice() {
  await seedSessions();
  localStorage.setItem('user_token', 'test-token-lessor');
  const list = await call('get', '/user/offices', { as: 'lessor', query: { status: 'published' } });
  const id: number = list.body.data.data[0].id;
  const got = await call('get', `/user/offices/${id}`, { as: 'lessor' });
  return { id, values: officeToValues(got.body.data) };
}

const noFileFetch = () => {
  throw new Error('the main image file was fetched to be uploaded again');
};

describe('saving an edited office', () => {
  it('keeps its main image without uploading anything', async () => {
    const { id, values } = await seededOffice();
    server.events.on('request:start', track);
    const form = officeFormSchema.parse({ ...values, accept_terms: true });
    const saved = await submitOffice(form, String(id), noFileFetch);
    expect(saved.images?.find((m) => m.kind === 'main_image')?.id).toBe(values.main_image);
    expect(seen.filter((s) => s.endsWith('/media'))).toEqual([]);
  });

  it('makes another of its images the main one by id, without re-uploading it', async () => {
    const { id, values } = await seededOffice();
    const images = values.images as { id: number; kind: string }[];
    const other = images.find((m) => m.kind === 'image')!;
    server.events.on('request:start', track);
    const form = officeFormSchema.parse({ ...values, main_image: other.id, accept_terms: true });
    const saved = await submitOffice(form, String(id), noFileFetch);
    expect(seen.filter((s) => s.endsWith('/media'))).toEqual([]);
    const main = saved.images?.filter((m) => m.kind === 'main_image').map((m) => m.id);
    expect(main).toEqual([other.id]);
    // The former main image stays among the images; the count is unchanged.
    expect(saved.images?.map((m) => m.id).sort()).toEqual(images.map((m) => m.id).sort());
  });

  it("refuses another office's image as the main image (422 at main_image_id)", async () => {
    const { id, values } = await seededOffice();
    const foreign = await call('get', `/public/offices/${id + 1}`);
    const theirs = (foreign.body.data.images as { id: number }[])[0].id;
    const res = await call('put', `/user/offices/${id}`, {
      as: 'lessor',
      body: { name: values.name, category: values.category, is_draft: true, main_image_id: theirs },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['main_image_id']);
  });
});
