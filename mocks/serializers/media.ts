// Office and unit media: the ordered list, and the main image with its fallbacks.
import { getStore } from '../backend';
import type { MediaRow } from '../db/schema';
import type { S } from './common';
import { rowsBy } from '../db/rows-by';

export function mediaOf(owner: MediaRow['owner'], ownerId: number): MediaRow[] {
  return rowsBy(getStore().db.media, 'owner_id', ownerId)
    .filter((m) => m.owner === owner)
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}

export const toMedia = (m: MediaRow): S['Media'] => ({
  id: m.id,
  path: m.path,
  kind: m.kind,
  sort_order: m.sort_order,
  ...(m.duration_s ? { duration_s: m.duration_s } : {}),
});

const PLACEHOLDER = 'uploads/offices/1/main0001.jpg';

export function mainImage(owner: MediaRow['owner'], ownerId: number): string {
  const all = mediaOf(owner, ownerId);
  return (
    (all.find((m) => m.kind === 'main_image') ?? all.find((m) => m.kind === 'image'))?.path ??
    PLACEHOLDER
  );
}
