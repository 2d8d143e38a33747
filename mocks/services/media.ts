// The files of an office or a unit (photos, the main image, the video, the deed and licence
// documents): an upload stored as a row under its owner, the main image chosen among the
// office's own images, and a file removed. Each owner's files keep their upload order
// (`sort_order`); a document kind holds one file, so a new deed replaces the old one.
import { msg } from '@schemas/messages';
import { DOCUMENT_KINDS, mediaKindProblem, type FileKind } from '@schemas/upload';
import { getStore } from '../backend';
import type { MediaRow } from '../db/schema';
import type { UploadedFile } from '../lib/body';
import { invalid, notFound } from '../lib/http';
import type { S } from '../serializers/common';

const EXT: Record<FileKind, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  pdf: 'pdf',
  mp4: 'mp4',
};

/**
 * Stores an uploaded file's row (one main image: the previous one becomes an image). The
 * file must fit its kind (a deed is a PDF or an image, a video an MP4): 422 at `file`.
 * A document kind holds one file: a new deed replaces the old one.
 */
export async function addMedia(
  owner: MediaRow['owner'],
  ownerId: number,
  body: S['MediaUpload'],
  file: UploadedFile | undefined,
): Promise<S['Media']> {
  const problem = file ? mediaKindProblem(body.kind, file.size, file.kind) : null;
  if (problem) throw invalid('file', problem);
  const { store, db } = getStore();
  const id = store.nextId('media');
  const ext = file?.kind ? EXT[file.kind] : body.kind === 'video' ? 'mp4' : 'jpg';
  if ((DOCUMENT_KINDS as readonly string[]).includes(body.kind))
    await db.media.deleteMany((q) => q.where({ owner, owner_id: ownerId, kind: body.kind }));
  if (body.kind === 'main_image') {
    await db.media.updateMany((q) => q.where({ owner, owner_id: ownerId, kind: 'main_image' }), {
      data(m) {
        m.kind = 'image';
      },
    });
  }
  const row = await db.media.create({
    id,
    owner,
    owner_id: ownerId,
    path: `uploads/${owner === 'office' ? 'offices' : 'units'}/${ownerId}/file${String(id).padStart(5, '0')}.${ext}`,
    kind: body.kind,
    sort_order: db.media.findMany((q) => q.where({ owner, owner_id: ownerId })).length,
    ...(body.kind === 'video' && file?.duration_s ? { duration_s: file.duration_s } : {}),
  });
  return {
    id: row.id,
    path: row.path,
    kind: row.kind,
    sort_order: row.sort_order,
    ...(row.duration_s ? { duration_s: row.duration_s } : {}),
  };
}

/**
 * The office's main image becomes one of its own uploaded images (OfficeInput
 * `main_image_id`), the previous main one an ordinary image: choosing an image already on
 * the server never uploads its file again. Checked before anything is written (422).
 */
export function checkMainImageId(ownerId: number, mediaId: number | undefined): void {
  if (mediaId === undefined) return;
  const m = getStore().db.media.findFirst((q) => q.where({ id: mediaId }));
  const ownImage =
    m?.owner === 'office' && m.owner_id === ownerId && ['image', 'main_image'].includes(m.kind);
  if (!ownImage) throw invalid('main_image_id', msg('invalidInput'));
}

export async function setMainImage(ownerId: number, mediaId: number | undefined): Promise<void> {
  if (mediaId === undefined) return;
  const { db } = getStore();
  await db.media.updateMany(
    (q) => q.where({ owner: 'office', owner_id: ownerId, kind: 'main_image' }),
    {
      data(m) {
        m.kind = 'image';
      },
    },
  );
  await db.media.update((q) => q.where({ id: mediaId }), {
    data(m) {
      m.kind = 'main_image';
    },
  });
}

/** Removes one file of its owner and answers its row; 404 when it is not theirs (or gone). */
export function removeMedia(owner: MediaRow['owner'], ownerId: number, mediaId: number): MediaRow {
  const removed = getStore().db.media.delete((q) =>
    q.where({ id: mediaId, owner, owner_id: ownerId }),
  );
  return removed ?? notFound();
}
