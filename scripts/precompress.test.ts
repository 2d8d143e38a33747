import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../tests/e2e/harness/static-server';
import { precompressFile } from './precompress';

describe('precompressed assets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  const big = path.join(dir, 'app.js');
  const small = path.join(dir, 'tiny.js');
  const source = 'export const greeting = "مرحبا";\n'.repeat(200);
  writeFileSync(big, source);
  writeFileSync(small, 'export {};');

  it('writes brotli and gzip copies that decode to the file, smaller than it', async () => {
    await precompressFile(big);
    const br = readFileSync(`${big}.br`);
    const gz = readFileSync(`${big}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(source);
    expect(gunzipSync(gz).toString()).toBe(source);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(Buffer.byteLength(source));
  });

  it('leaves files under 1 kB alone and serves them as they are', async () => {
    await precompressFile(small);
    expect(pickEncoding('br, gzip', small)).toBeUndefined();
  });

  it('serves brotli first, gzip when only gzip is accepted, nothing when neither', async () => {
    await precompressFile(big);
    expect(pickEncoding('gzip, deflate, br', big)?.name).toBe('br');
    expect(pickEncoding('gzip;q=1.0', big)?.name).toBe('gzip');
    expect(pickEncoding('identity', big)).toBeUndefined();
  });
});
