// A tenant's review of an office: posted, then the office's reviews and the office itself
// (its rating and review count) are read again before the form says it was sent.
import { $api, apiKey } from '@/api/query';
import { useRefresh } from '@/api/refresh';

const CHANGED = [
  apiKey('get', '/apiBack/v1/public/offices/{id}/reviews'),
  apiKey('get', '/apiBack/v1/public/offices/{id}'),
];

export function usePostReview() {
  return $api.useMutation('post', '/apiBack/v1/ordinaries/reviews', {
    onSuccess: useRefresh(CHANGED),
  });
}
