// The users of a lessor account: adding one refreshes every page of the list (deleting is
// the list's own row action, refreshed by the table engine).
import { useQueryClient } from '@tanstack/react-query';
import { $api, apiKey } from '@/api/query';

/** The users list's key prefix: every page and search. */
export const USERS_KEY = apiKey('get', '/apiBack/v1/user/users');

/** Adds a user with the code sent to their phone: `mutateAsync({ body })`. */
export function useAddUser() {
  const client = useQueryClient();
  return $api.useMutation('post', '/apiBack/v1/user/users', {
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
