// Type tests of a table's row actions, checked by `tsc` (each `@ts-expect-error` fails the
// type check when its line stops being an error): the delete path must be one of the
// contract's delete-by-id operations, and the id the row gives must be what it takes.
import { describe, expectTypeOf, it } from 'vitest';
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { defineTable } from './define-table';
import type { DeleteId, DeletePath } from './row-actions';

type Coupon = components['schemas']['Coupon'];

const coupons = ({ page }: { page: number }) =>
  $api.queryOptions('get', '/apiBack/v1/user/coupons', { params: { query: { page } } });

describe('row actions types', () => {
  it('types edit, own actions and delete by the row the query gives', () => {
    defineTable({
      ns: 'prices',
      query: coupons,
      columns: [{ key: 'code', cell: 'text' }],
      rowActions: {
        edit: (c) => {
          expectTypeOf(c.id).toEqualTypeOf<number>();
          expectTypeOf(c.code).toEqualTypeOf<string>();
          return `/dashboard/prices/coupons/${c.id}`;
        },
        useActions: () => [{ key: 'copy', label: 'actions.copy', when: (c) => c.is_active }],
        remove: {
          path: '/apiBack/v1/user/coupons/{id}',
          title: 'prices:coupons.deleteTitle',
          body: 'prices:coupons.deleteBody',
          id: (c) => c.id,
          name: (c) => c.code,
        },
      },
    });
  });

  it('takes only delete-by-id paths, and the id they take', () => {
    expectTypeOf<'/apiBack/v1/user/coupons/{id}'>().toExtend<DeletePath>();
    expectTypeOf<'/apiBack/v1/user/coupons'>().not.toExtend<DeletePath>();
    expectTypeOf<DeleteId<'/apiBack/v1/user/coupons/{id}'>>().toEqualTypeOf<number>();
    defineTable({
      ns: 'prices',
      query: coupons,
      columns: [{ key: 'code', cell: 'text' }],
      rowActions: {
        remove: {
          // @ts-expect-error the list operation deletes nothing
          path: '/apiBack/v1/user/coupons',
          title: 'prices:coupons.deleteTitle',
          body: 'prices:coupons.deleteBody',
          id: (c: Coupon) => c.id,
          name: (c: Coupon) => c.code,
        },
      },
    });
    defineTable({
      ns: 'prices',
      query: coupons,
      columns: [{ key: 'code', cell: 'text' }],
      rowActions: {
        remove: {
          path: '/apiBack/v1/user/coupons/{id}',
          title: 'prices:coupons.deleteTitle',
          body: 'prices:coupons.deleteBody',
          // @ts-expect-error the operation takes a numeric id, not the code
          id: (c) => c.code,
          name: (c) => c.code,
        },
      },
    });
  });
});
