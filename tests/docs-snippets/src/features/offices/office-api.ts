// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/offices/office-api.ts
import { $api, apiKey } from '@/api/query';
import { useRefresh } from '@/api/refresh';

/** What saving an office changes: the list and the office itself. */
const CHANGED = [
  apiKey('get', '/apiBack/v1/user/offices'),
  apiKey('get', '/apiBack/v1/user/offices/{id}'),
];

/** A mutation names what it changes and refreshes it; the screen only calls `mutate`. */
export function useSaveOffice() {
  return $api.useMutation('put', '/apiBack/v1/user/offices/{id}', {
    onSuccess: useRefresh(CHANGED),
  });
}
