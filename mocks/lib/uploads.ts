// What every upload handler does with a file part: its bytes go to the backend's one file store
// (lib/file-store.ts) under the path or key its row names, and come back byte for byte, with
// the type its bytes say, from the file host (`uploads/...`) or a download operation.
import { getStore } from '../backend';
import type { UploadedFile } from './body';
import type { FileKind } from '@schemas/upload';
import { servedType, type StoredFile } from './file-store';

/** The extension an upload's path takes from its bytes (a PNG named `.jpg` is a `.png`). */
export const extOf = (kind: FileKind | null | undefined, fallback = 'jpg') =>
  kind === 'jpeg' ? 'jpg' : (kind ?? fallback);

/** Keeps the part's bytes under `id` (replacing what `id` held). */
export async function keepUpload(id: string, file: UploadedFile): Promise<void> {
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  getStore().files.put(id, { bytes, type: servedType(file.kind), name: file.name });
}

/** Forgets the bytes under `id` (the row that named them is gone or points elsewhere). */
export function dropUpload(id: string | null | undefined): void {
  if (id) getStore().files.delete(id);
}

/** The kept bytes of `id`, or null (a seeded row, or a browser tab reloaded since). */
export function keptUpload(id: string): StoredFile | null {
  return getStore().files.get(id);
}

/** A kept file as an answer: its bytes, its type, its name; never sniffed into another type. */
export function fileResponse(file: StoredFile, cache = 'private, no-cache'): Response {
  // A copy into a plain ArrayBuffer: Response accepts it everywhere (node, msw, the browser).
  const body = file.bytes.slice().buffer;
  return new Response(body, {
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': cache,
    },
  });
}
