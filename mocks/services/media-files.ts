// The bytes of office and unit media (photos, video, deeds and licences): the upload handlers
// and the media delete go through here so a media row and its bytes come and go together. The
// rules of the rows themselves (kinds, one main image, one file per document kind) stay in
// services/media.ts `addMedia`.
import { getStore } from '../backend';
import type { MediaRow } from '../db/schema';
import type { UploadedFile } from '../lib/body';
import { dropUpload, keepUpload } from '../lib/uploads';
import type { S } from '../serializers/common';
import { addMedia } from './media';

const pathsOf = (owner: MediaRow['owner'], ownerId: number) =>
  getStore()
    .db.media.findMany((q) => q.where({ owner, owner_id: ownerId }))
    .map((m) => m.path);

/** Forgets the bytes of those `paths` no media row names any more. */
function dropGone(paths: string[]) {
  const still = new Set(
    getStore()
      .db.media.all()
      .map((m) => m.path),
  );
  for (const path of paths) if (!still.has(path)) dropUpload(path);
}

/** Adds the media row and keeps its bytes; a replaced document's bytes are dropped. */
export async function uploadMedia(
  owner: MediaRow['owner'],
  ownerId: number,
  body: S['MediaUpload'],
  file: UploadedFile | undefined,
): Promise<S['Media']> {
  const before = pathsOf(owner, ownerId);
  const media = await addMedia(owner, ownerId, body, file);
  if (file) await keepUpload(media.path, file);
  dropGone(before);
  return media;
}

/** Drops the bytes of media rows just deleted (`db.media.delete` / `deleteMany` answer them). */
export function dropMediaFiles(rows: MediaRow | MediaRow[] | undefined): void {
  for (const row of ([] as MediaRow[]).concat(rows ?? [])) dropUpload(row.path);
}

/** Deletes all the media of an office or unit, rows and bytes (the listing goes, or is replaced). */
export function deleteMediaOf(owner: MediaRow['owner'], ownerId: number): void {
  dropMediaFiles(getStore().db.media.deleteMany((q) => q.where({ owner, owner_id: ownerId })));
}
