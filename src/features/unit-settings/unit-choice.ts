// Which unit the settings page edits: the one in the address (`?unit=`), else the first
// bookable one (an incomplete draft has nothing to set). One rule for the page and for its
// route loader, which asks for the list, then that unit's settings, while the page's chunk
// loads (src/lib/route-prefetch.ts), under the page's own query keys.
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { prefetch, prefetched, sessionLoader } from '@/lib/route-prefetch';

type Unit = components['schemas']['Unit'];

/** The page's list: every unit of the lessor on one page. */
export const unitsQuery = () =>
  $api.queryOptions('get', '/apiBack/v1/user/units', { params: { query: { per_page: 100 } } });

export const settingsQuery = (id: number) =>
  $api.queryOptions('get', '/apiBack/v1/user/units/{id}/settings', { params: { path: { id } } });

export function chosenUnit<U extends Pick<Unit, 'id' | 'status'>>(
  all: U[],
  asked: string | null,
): { units: U[]; unit: U | undefined } {
  // An incomplete draft is not bookable yet: nothing to set.
  const units = all.filter((u) => u.status !== 'incomplete');
  return { units, unit: units.find((u) => u.id === Number(asked)) ?? units[0] };
}

/** Route loader: the list, then the chosen unit's settings; returns at once. */
export const unitSettingsLoader = sessionLoader(({ request }) => {
  const asked = new URL(request.url).searchParams.get('unit');
  void prefetched<{ data: { data: Unit[] } }>(unitsQuery()).then((list) => {
    const { unit } = chosenUnit(list?.data.data ?? [], asked);
    if (unit) prefetch(settingsQuery(unit.id));
  });
});
