// The lessor's units as picker options (offers, coupons, main prices).
import { useMemo } from 'react';
import { $api } from '@/api/query';
import type { FieldOption } from '@/engines/wizard';

export function useUnitOptions() {
  const query = $api.useQuery('get', '/apiBack/v1/user/units', {
    params: { query: { per_page: 100 } },
  });
  const options: FieldOption[] = useMemo(
    () =>
      (query.data?.data.data ?? [])
        // An incomplete unit draft cannot be booked: no offer or coupon applies to it.
        .filter((u) => u.status !== 'incomplete')
        .map((u) => ({
          value: String(u.id),
          // A unit name is data, not a key: i18next returns it unchanged.
          label: u.code ? `${u.name ?? u.id} (${u.code})` : String(u.name ?? u.id),
        })),
    [query.data],
  );
  return { options, isPending: query.isPending, isError: query.isError };
}
