// The seeded photos follow the place's kind: a meeting room never shows a desk floor.
import { describe, expect, it } from 'vitest';
import { officeCategoryValues } from '@/api/generated/apiback';
import { roomPhoto } from './files';

/** Room N is drawn as kind (N - 1) % 4 (scripts/seed-photos/scenes.mjs). */
const kindOf = (url: string) => (Number(/room-(\d+)\.webp$/.exec(url)![1]) - 1) % 4;
const paths = Array.from({ length: 40 }, (_, i) => `offices/${i}/image-${i}.webp`);

describe('roomPhoto', () => {
  it('picks a room of the kind each category is', () => {
    const expected = {
      private_office: [2],
      shared_workspace: [0, 3],
      meeting_room: [1],
      desk: [0],
      training_hall: [1],
    };
    for (const category of officeCategoryValues)
      for (const path of paths)
        expect(expected[category]).toContain(kindOf(roomPhoto(path, category)));
  });

  it('gives one path one photo, and a gallery several', () => {
    expect(roomPhoto('offices/3/a.webp', 'desk')).toBe(roomPhoto('offices/3/a.webp', 'desk'));
    expect(new Set(paths.map((p) => roomPhoto(p, 'meeting_room'))).size).toBeGreaterThan(1);
    expect(new Set(paths.map((p) => kindOf(roomPhoto(p)))).size).toBe(4);
  });
});
