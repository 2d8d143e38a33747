// The notification calls of both account types: a tenant's under ordinaries/, a lessor's
// under user/ (the same shapes). Query keys have `$api`'s shape (`['get', path, init]`),
// so `apiKey('get', path)` refreshes every page of either side.
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/generated/apiback';
import { unwrap } from '@/api/result';

type Api = components['schemas'];
export type Notification = Api['Notification'];
export type NotificationType = Api['NotificationType'];
export type Preferences = Api['NotificationPreferences'];
export type PreferencesInput = Api['NotificationPreferencesInput'];
export type Side = 'tenant' | 'lessor';

const LIST = {
  tenant: '/apiBack/v1/ordinaries/notifications',
  lessor: '/apiBack/v1/user/notifications',
} as const;

export interface ListQuery {
  page?: number;
  per_page?: number;
  unread_only?: boolean;
  type?: NotificationType;
}

/** A page of notifications (also the table engine's query: a key and a function). */
export function listOptions(side: Side, query: ListQuery) {
  const init = { params: { query } };
  return {
    queryKey: ['get', LIST[side], init] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      side === 'tenant'
        ? unwrap(apiClient.GET('/apiBack/v1/ordinaries/notifications', { ...init, signal }))
        : unwrap(apiClient.GET('/apiBack/v1/user/notifications', { ...init, signal })),
  };
}

/** The bell's query: the unread count (`total`) and the latest unread ones. */
export const unreadOptions = (side: Side) => listOptions(side, { unread_only: true, per_page: 5 });

/** Every notification list of both sides (what to refresh after a change). */
export const NOTIFICATION_KEYS = [
  ['get', LIST.tenant],
  ['get', LIST.lessor],
] as const;

export async function markRead(side: Side, id: number) {
  const params = { path: { id } };
  return side === 'tenant'
    ? unwrap(apiClient.POST('/apiBack/v1/ordinaries/notifications/{id}/read', { params }))
    : unwrap(apiClient.POST('/apiBack/v1/user/notifications/{id}/read', { params }));
}

export async function markAllRead(side: Side, type?: NotificationType) {
  const body = type ? { type } : {};
  const res =
    side === 'tenant'
      ? await unwrap(apiClient.POST('/apiBack/v1/ordinaries/notifications/read-all', { body }))
      : await unwrap(apiClient.POST('/apiBack/v1/user/notifications/read-all', { body }));
  return res.data.updated;
}

const PREFS = {
  tenant: '/apiBack/v1/ordinaries/notification-preferences',
  lessor: '/apiBack/v1/user/notification-preferences',
} as const;

export function preferencesOptions(side: Side) {
  return queryOptions({
    queryKey: ['get', PREFS[side]] as const,
    queryFn: ({ signal }) =>
      side === 'tenant'
        ? unwrap(apiClient.GET('/apiBack/v1/ordinaries/notification-preferences', { signal }))
        : unwrap(apiClient.GET('/apiBack/v1/user/notification-preferences', { signal })),
  });
}

export async function savePreferences(side: Side, body: PreferencesInput) {
  return side === 'tenant'
    ? unwrap(apiClient.PUT('/apiBack/v1/ordinaries/notification-preferences', { body }))
    : unwrap(apiClient.PUT('/apiBack/v1/user/notification-preferences', { body }));
}
