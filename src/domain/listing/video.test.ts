import { describe, expect, it } from 'vitest';
import { clockParts, formatClock, mp4DurationSeconds } from './video';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const boxOf = (t: string, body: number[]) => [...be32(8 + body.length), ...ascii(t), ...body];

/** A version-0 movie header: time scale and duration. */
const mvhd0 = (scale: number, duration: number) =>
  boxOf('mvhd', [
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
/** A version-1 movie header (64-bit times and duration). */
const mvhd1 = (scale: number, duration: number) =>
  boxOf('mvhd', [
    1,
    0,
    0,
    0,
    ...new Array(16).fill(0),
    ...be32(scale),
    ...be32(0),
    ...be32(duration),
    ...new Array(80).fill(0),
  ]);

function reader(bytes: number[]) {
  const file = Uint8Array.from(bytes);
  let read = 0;
  return {
    size: file.length,
    read: async (offset: number, length: number) => {
      read += length;
      return file.subarray(offset, offset + length);
    },
    get bytesRead() {
      return read;
    },
  };
}

describe('mp4DurationSeconds', () => {
  it('reads the movie header after the file type box, skipping the media data', async () => {
    const mdat = boxOf('mdat', new Array(5000).fill(7));
    const f = reader([
      ...boxOf('ftyp', ascii('isom0000')),
      ...mdat,
      ...boxOf('moov', mvhd0(1000, 94_400)),
    ]);
    expect(await mp4DurationSeconds(f.read, f.size)).toBe(94);
    // Headers only: the 5 kB of media data are jumped over, never read.
    expect(f.bytesRead).toBeLessThan(200);
  });

  it('reads a version-1 header and finds it after another child of the movie box', async () => {
    const f = reader([
      ...boxOf('ftyp', ascii('isom0000')),
      ...boxOf('moov', [...boxOf('udta', [1, 2, 3]), ...mvhd1(600, 600 * 3723)]),
    ]);
    expect(await mp4DurationSeconds(f.read, f.size)).toBe(3723);
  });

  it('gives up on a file without a movie header or with a broken box', async () => {
    const none = reader([...boxOf('ftyp', ascii('isom0000')), ...boxOf('mdat', [1, 2])]);
    expect(await mp4DurationSeconds(none.read, none.size)).toBeUndefined();
    const broken = reader([...be32(4000), ...ascii('moov'), 0, 0]);
    expect(await mp4DurationSeconds(broken.read, broken.size)).toBeUndefined();
    const zero = reader([...boxOf('moov', mvhd0(0, 10))]);
    expect(await mp4DurationSeconds(zero.read, zero.size)).toBeUndefined();
  });
});

describe('formatClock', () => {
  it.each([
    [7, '0:07'],
    [94, '1:34'],
    [3723, '1:02:03'],
  ])('%i s → %s', (s, text) => expect(formatClock(s)).toBe(text));

  it('splits a length into minutes and seconds', () => {
    expect(clockParts(94)).toEqual({ minutes: 1, seconds: 34 });
    expect(clockParts(3723)).toEqual({ minutes: 62, seconds: 3 });
  });
});
