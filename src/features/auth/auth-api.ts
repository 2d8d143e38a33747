// The contract's auth operations (send, verify, resend, complete profile) as $api mutations.
// A failure rejects with ApiRequestError; the steps' forms show it in the user's language.
// A verified code changes the session, and the cache follows the session by itself
// (app/session/use-cache-follows-session); completing the profile keeps the session, so
// that call refreshes the profile the shell may have read before it was complete.
import type { components } from '@/api/generated/apiback';
import { $api, apiKey } from '@/api/query';
import { useRefresh } from '@/api/refresh';

type Schemas = components['schemas'];
export type Channel = Schemas['SendCodeRequest']['channel'];
export type CompleteProfileRequest = Schemas['CompleteProfileRequest'];

const PROFILES = [
  apiKey('get', '/apiBack/v1/ordinaries/profile'),
  apiKey('get', '/apiBack/v1/user/profile'),
];

export function useAuthCalls() {
  const refreshProfiles = useRefresh(PROFILES);
  return {
    send: $api.useMutation('post', '/apiBack/v1/auth/send-code'),
    resend: $api.useMutation('post', '/apiBack/v1/auth/resend-code'),
    verify: $api.useMutation('post', '/apiBack/v1/auth/verify-code'),
    // Asked for, not waited on: the modal closes at once, as it did.
    complete: $api.useMutation('post', '/apiBack/v1/auth/complete-profile', {
      onSuccess: () => void refreshProfiles(),
    }),
  };
}
