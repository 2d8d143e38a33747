// The verify page's Nafath calls: the account's status, the request it follows (polled while
// it waits), the start of a request, and what a verified outcome makes stale. The cache is
// written here, beside the calls, never by the page (issue 30).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { $api, apiKey } from '@/api/query';
import { useRefresh } from '@/api/refresh';
import type { Profile } from '@/lib/session';
import { useProfileSaved } from './use-profile-saved';

const POLL_MS = 2000;
const STATUS = '/apiBack/v1/user/verification/nafath';
const REQUEST = '/apiBack/v1/user/verification/nafath/{requestId}';

export function useNafathStatus() {
  return $api.useQuery('get', STATUS);
}

const requestInit = (requestId: string) => ({ params: { path: { requestId } } });

/** The request the page follows (none: `undefined`), read again every 2 s while it waits. */
export function useNafathRequest(requestId: string | undefined) {
  return $api.useQuery('get', REQUEST, requestInit(requestId ?? ''), {
    enabled: Boolean(requestId),
    refetchInterval: (q) => (q.state.data?.data.status === 'waiting' ? POLL_MS : false),
  });
}

/** Starting a request: its answer is the request's first read, so following it asks nothing. */
export function useStartNafath() {
  const client = useQueryClient();
  return $api.useMutation('post', STATUS, {
    onSuccess: ({ data }) =>
      client.setQueryData(
        $api.queryOptions('get', REQUEST, requestInit(data.request_id)).queryKey,
        {
          data,
        },
      ),
  });
}

/**
 * Once the followed request is verified: the profile now holds Nafath's name and ID, so it is
 * read again and the cached user data takes it at once (the publish prompt and the menus read
 * it); the status is read again too. Once per verified outcome.
 */
export function useAfterVerified(
  outcome: string | undefined,
  refetchProfile: () => Promise<{ data?: { data: Profile } }>,
) {
  const saved = useProfileSaved('/apiBack/v1/user/profile');
  const refreshStatus = useRefresh([apiKey('get', STATUS)]);
  useEffect(() => {
    if (outcome !== 'verified') return;
    void refetchProfile().then((r) => r.data && saved(r.data.data, null));
    void refreshStatus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per verified outcome
  }, [outcome]);
}
