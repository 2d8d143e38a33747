// The tenant's heart, shared by the listing cards and the office details: add or remove a
// favourite, then refresh every cached answer that shows hearts.
import { $api, apiKey } from './query';
import { useRefresh } from './refresh';

/** Every cached answer that shows hearts (is_favorite) or the favourites themselves. */
export const FAVORITE_VIEWS = [
  apiKey('get', '/apiBack/v1/public/offices'),
  apiKey('get', '/apiBack/v1/public/deals'),
  apiKey('get', '/apiBack/v1/ordinaries/favorites'),
  apiKey('get', '/apiBack/v1/public/offices/{id}'),
];

export function useFavoriteToggle() {
  const refresh = useRefresh(FAVORITE_VIEWS);
  const add = $api.useMutation('post', '/apiBack/v1/ordinaries/favorites', { onSettled: refresh });
  const remove = $api.useMutation('delete', '/apiBack/v1/ordinaries/favorites/{officeId}', {
    onSettled: refresh,
  });
  return {
    /** `favorite`: the state wanted (true adds, false removes). */
    mutate: (
      { officeId, favorite }: { officeId: number; favorite: boolean },
      options?: { onError?: (error: unknown) => void },
    ) =>
      favorite
        ? add.mutate({ body: { office_id: officeId } }, options)
        : remove.mutate({ params: { path: { officeId } } }, options),
    isPending: add.isPending || remove.isPending,
  };
}
