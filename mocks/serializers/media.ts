// Office and unit media: the ordered list, and the main image with its fallbacks.
import { getStore } from '../backend';
import type { MediaRow } from '../db/schema';
import type { S } from './common';

export function mediaOf(owner: MediaRow['owner'], ownerId: number): MediaRow[] {
  return (
    getStore()
      // A function, not an object condition: @msw/data compiles an object into a walk over its
      // entries for every row, and this runs for each office of every search answer.
      .db.media.findMany((q) => q.where((m) => m.owner === owner && m.owner_id === ownerId))
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
  );
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
