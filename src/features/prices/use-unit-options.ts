// The lessor's units as picker options (offers, coupons, main prices), each naming its
// office ("Olaya Tower — Office 102 (RYD-102)": two offices may both have an "Office 1"),
// and the cheapest active price of a choice (a fixed discount may not pass it).
import { useCallback, useMemo } from 'react';
import { cheapestActivePrice } from '@schemas/prices';
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
          label: [u.office_name, u.code ? `${u.name} (${u.code})` : u.name]
            .filter(Boolean)
            .join(' — '),
        })),
    [query.data],
  );
  const maxPriceOf = useCallback(
    (ids: number[]) => cheapestActivePrice(query.data?.data.data ?? [], ids),
    [query.data],
  );
  return { options, maxPriceOf, query };
}
