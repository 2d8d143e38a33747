// The contract's auth operations (send, verify, resend, complete profile) as $api mutations.
// A failure rejects with ApiRequestError; the steps' forms show it in the user's language.
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';

type Schemas = components['schemas'];
export type Channel = Schemas['SendCodeRequest']['channel'];
export type CompleteProfileRequest = Schemas['CompleteProfileRequest'];

export function useAuthCalls() {
  return {
    send: $api.useMutation('post', '/apiBack/v1/auth/send-code'),
    resend: $api.useMutation('post', '/apiBack/v1/auth/resend-code'),
    verify: $api.useMutation('post', '/apiBack/v1/auth/verify-code'),
    complete: $api.useMutation('post', '/apiBack/v1/auth/complete-profile'),
  };
}
