// The lessor's writes on a review of its units: the public reply (write or change it,
// remove it) and the report of an abusive review. Each refreshes the lessor's review list
// and the office's public reviews (where the reply shows) before it resolves.
import { $api, apiKey } from '@/api/query';
import { useRefresh } from '@/api/refresh';

const CHANGED = [
  apiKey('get', '/apiBack/v1/user/reviews'),
  apiKey('get', '/apiBack/v1/public/offices/{id}/reviews'),
];

export function useSaveReply() {
  return $api.useMutation('put', '/apiBack/v1/user/reviews/{id}/reply', {
    onSuccess: useRefresh(CHANGED),
  });
}

export function useRemoveReply() {
  return $api.useMutation('delete', '/apiBack/v1/user/reviews/{id}/reply', {
    onSuccess: useRefresh(CHANGED),
  });
}

export function useReportReview() {
  return $api.useMutation('post', '/apiBack/v1/user/reviews/{id}/report', {
    onSuccess: useRefresh(CHANGED),
  });
}
