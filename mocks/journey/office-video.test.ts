// @vitest-environment node
// An office video's length (issue 31): read from the uploaded MP4's movie header, answered on
// the media (`duration_s`) and on the office (`video_duration_s`) so the details page shows it
// before the video loads; a file whose header does not say has no length, never a made-up one.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getStore } from '../backend';
import { DEMO_LESSOR } from '../demo-accounts';
import { call } from '../testing/api';
import { login } from './helpers';

serveEmbeddedBackend();

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const box = (t: string, body: number[]) => [...be32(8 + body.length), ...ascii(t), ...body];
const mvhd = (scale: number, duration: number) =>
  box('mvhd', [
    0,
    0,
    0,
    0,
    ...be32(0),
    ...be32(0),
    ...be32(scale),
    ...be32(duration),
    ...new Array(80).fill(0),
  ]);
const mp4 = (...boxes: number[][]) =>
  new File([new Uint8Array([...box('ftyp', ascii('mp42isom')), ...boxes.flat()])], 'tour.mp4', {
    type: 'video/mp4',
  });

describe('office video length', () => {
  it('is read from the upload and shown on the media and the office', async () => {
    const { token } = await login(DEMO_LESSOR.phone);
    const { db } = getStore();
    const office = db.offices.findFirst((q) =>
      q.where(
        (o) =>
          o.owner_id === 2 &&
          o.status === 'published' &&
          !db.media.findFirst((m) => m.where({ owner: 'office', owner_id: o.id, kind: 'video' })),
      ),
    )!;
    const path = `/user/offices/${office.id}/media`;
    const up = await call('post', path, {
      token,
      form: {
        file: mp4(box('mdat', new Array(2000).fill(1)), box('moov', mvhd(1000, 72_300))),
        kind: 'video',
      },
    });
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ kind: 'video', duration_s: 72 });
    const seen = await call('get', `/public/offices/${office.id}`, { as: 'public' });
    expect(seen.body.data).toMatchObject({ video: up.body.data.path, video_duration_s: 72 });

    // A video without a movie header: stored, with no length.
    await call('delete', `${path}/${up.body.data.id}`, { token });
    const bare = await call('post', path, { token, form: { file: mp4(), kind: 'video' } });
    expect(bare.status).toBe(201);
    expect(bare.body.data.duration_s).toBeUndefined();
    const after = await call('get', `/public/offices/${office.id}`, { as: 'public' });
    expect(after.body.data.video).toBe(bare.body.data.path);
    expect(after.body.data.video_duration_s).toBeUndefined();
  });
});
