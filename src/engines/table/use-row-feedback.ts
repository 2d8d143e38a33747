// What a row action (delete, toggle) does once it is answered: a toast, in the user's
// language, and a refresh of its list. Spread into $api.useMutation's options.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/result';
import { toaster } from '@/lib/toaster';

/** `list`: the cache key prefix to refresh (`apiKey('get', path)`); `done`: the success toast's i18n key. */
export function useRowFeedback(list: QueryKey, done = 'table:saved') {
  const { t } = useTranslation(['table', 'errors']);
  const client = useQueryClient();
  return {
    onSuccess: () => {
      toaster.create({ type: 'success', title: t(done) });
      return client.invalidateQueries({ queryKey: list });
    },
    onError: (error: unknown) => {
      toaster.create({ type: 'error', title: t(errorMessageKey(error)) });
    },
  };
}
