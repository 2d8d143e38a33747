// The contract's auth operations (send, verify, resend, complete profile). Errors come
// back as the API's message (already in the request's language) or a fallback key.
import { apiClient } from '@/api/client';
import type { components } from '@/api/generated/apiback';

type Schemas = components['schemas'];
export type Channel = Schemas['SendCodeRequest']['channel'];
export type AuthSession = Schemas['AuthSession'];
export type SendCodeResult = Schemas['SendCodeResult'];
export type CompleteProfileRequest = Schemas['CompleteProfileRequest'];

export class AuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

function fail(error: unknown, status: number): never {
  const e = (error ?? {}) as { message?: string; errors?: Record<string, string[]> };
  throw new AuthError(e.message ?? '', status, e.errors ?? {});
}

export async function sendCode(body: Schemas['SendCodeRequest']): Promise<SendCodeResult> {
  const { data, error, response } = await apiClient.POST('/apiBack/v1/auth/send-code', { body });
  if (!data) fail(error, response.status);
  return data.data;
}

export async function resendCode(body: Schemas['ResendCodeRequest']): Promise<SendCodeResult> {
  const { data, error, response } = await apiClient.POST('/apiBack/v1/auth/resend-code', { body });
  if (!data) fail(error, response.status);
  return data.data;
}

export async function verifyCode(body: Schemas['VerifyCodeRequest']): Promise<AuthSession> {
  const { data, error, response } = await apiClient.POST('/apiBack/v1/auth/verify-code', { body });
  if (!data) fail(error, response.status);
  return data.data;
}

export async function completeProfile(body: CompleteProfileRequest) {
  const { data, error, response } = await apiClient.POST('/apiBack/v1/auth/complete-profile', {
    body,
  });
  if (!data) fail(error, response.status);
  return data.data;
}

export async function fetchCities() {
  const { data } = await apiClient.GET('/apiBack/v1/user/settings/search_data');
  return data?.data.cities ?? [];
}
