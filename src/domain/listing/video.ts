// An office video's length: read from the MP4 file's movie header (`moov` > `mvhd`: time
// scale and duration) by walking the box headers only, so a 50 MB upload is never read
// whole; and shown as a clock ("1:34", "1:02:03") with Latin digits in both languages.

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ReadBytes = (offset: number, length: number) => Promise<Uint8Array>;

const u32 = (b: Uint8Array, at: number) =>
  ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const u64 = (b: Uint8Array, at: number) => u32(b, at) * 2 ** 32 + u32(b, at + 4);
const type = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

/** The box at `offset`: its type, where its body starts and where it ends. */
async function box(read: ReadBytes, offset: number, end: number) {
  const h = await read(offset, 16);
  if (h.length < 8) return undefined;
  const size32 = u32(h, 0);
  const size =
    size32 === 1 ? (h.length < 16 ? 0 : u64(h, 8)) : size32 === 0 ? end - offset : size32;
  const header = size32 === 1 ? 16 : 8;
  if (size < header || offset + size > end) return undefined;
  return { type: type(h, 4), body: offset + header, end: offset + size };
}

/**
 * The movie's length in whole seconds (rounded, at least 1), or undefined when the file has
 * no readable movie header. At most 64 boxes per level are looked at.
 */
export async function mp4DurationSeconds(
  read: ReadBytes,
  size: number,
): Promise<number | undefined> {
  let at = 0;
  let end = size;
  for (let seen = 0; seen < 64 && at < end; seen++) {
    const b = await box(read, at, end);
    if (!b) return undefined;
    if (b.type === 'moov') {
      [at, end, seen] = [b.body, b.end, 0];
      continue;
    }
    if (b.type === 'mvhd') {
      const h = await read(b.body, 32);
      const v1 = h[0] === 1;
      if (h.length < (v1 ? 32 : 20)) return undefined;
      const scale = u32(h, v1 ? 20 : 12);
      const duration = v1 ? u64(h, 24) : u32(h, 16);
      if (!scale || !duration) return undefined;
      return Math.max(1, Math.round(duration / scale));
    }
    at = b.end;
  }
  return undefined;
}

/** Seconds as a clock: "0:07", "1:34", "1:02:03". */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(sec)}` : `${m}:${pad(sec)}`;
}

/** Minutes and seconds of a length (hours counted as minutes), for a spoken form. */
export function clockParts(totalSeconds: number): { minutes: number; seconds: number } {
  const s = Math.max(0, Math.round(totalSeconds));
  return { minutes: Math.floor(s / 60), seconds: s % 60 };
}
