// One way to change a stored row and answer with it: `collection.update()` gives `undefined`
// when no row matched (deleted meanwhile, or a wrong id), and a handler that then wrote
// `next!` answered 200 with no row. Here a missing row is the contract's 404 (`notFound`).
import type { Collection, Query } from '@msw/data';
import { notFound } from './http';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the row type comes from `C`
type AnyCollection = Collection<any>;
type Options<C extends AnyCollection> = Pick<Parameters<C['update']>[1], 'data'>;
type Row<C extends AnyCollection> = NonNullable<Awaited<ReturnType<C['update']>>>;

/** Updates the rows matching `where` and answers the first, or 404 when none matched. */
export async function updateWhere<C extends AnyCollection>(
  collection: C,
  /** Equality on key fields (`{ id }`, `{ request_id }`). */
  where: Record<string, string | number>,
  options: Options<C>,
): Promise<Row<C>> {
  const match = (q: Query<Row<C>>) => q.where(where as Parameters<Query<Row<C>>['where']>[0]);
  const next = (await collection.update(match, options)) as Row<C> | undefined;
  return next ?? notFound();
}

/** Updates the row with this id and answers it, or 404 when it is gone. */
export function updateById<C extends AnyCollection>(
  collection: C,
  id: number,
  options: Options<C>,
): Promise<Row<C>> {
  return updateWhere(collection, { id }, options);
}
