// Updating a row by id answers the changed row, and the contract's 404 when it is gone
// (never `undefined` passed on as a row).
import { Collection } from '@msw/data';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiFailure } from './http';
import { updateById, updateWhere } from './update-row';

const rows = () => {
  const c = new Collection({
    schema: z.object({ id: z.number(), key: z.string(), n: z.number() }),
  });
  return c;
};

describe('updateById / updateWhere', () => {
  it('changes the row and answers it', async () => {
    const c = rows();
    await c.create({ id: 1, key: 'a', n: 1 });
    const next = await updateById(c, 1, { data: (x) => void (x.n = 2) });
    expect(next.n).toBe(2);
    expect(c.findFirst((q) => q.where({ id: 1 }))?.n).toBe(2);
    expect((await updateWhere(c, { key: 'a' }, { data: (x) => void (x.n = 3) })).n).toBe(3);
  });

  it('answers 404 when no row matches', async () => {
    const c = rows();
    await expect(updateById(c, 9, { data: (x) => void (x.n = 2) })).rejects.toSatisfy(
      (e) => e instanceof ApiFailure && e.status === 404,
    );
    await expect(updateWhere(c, { key: 'x' }, { data: () => {} })).rejects.toBeInstanceOf(
      ApiFailure,
    );
  });
});
