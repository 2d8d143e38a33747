// The notification calls of both account types: a tenant's under ordinaries/, a lessor's
// under user/ (the same shapes), through the two-sided helper; each write refreshes what it
// changes (every page of either side's list).
import { useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/generated/apiback';
import { sideKeys, sideQuery, useSideMutation, type Side } from '@/api/two-sided';

type Api = components['schemas'];
export type Notification = Api['Notification'];
export type NotificationType = Api['NotificationType'];
export type Preferences = Api['NotificationPreferences'];
export type PreferencesInput = Api['NotificationPreferencesInput'];

export interface ListQuery {
  page?: number;
  per_page?: number;
  unread_only?: boolean;
  type?: NotificationType;
}

/** A page of notifications (also the table engine's query: a key and a function). */
export function listOptions(side: Side, query: ListQuery) {
  return sideQuery(side, '/notifications', { params: { query } });
}

/** The bell's query: the unread count (`total`) and the latest unread ones. */
export const unreadOptions = (side: Side) => listOptions(side, { unread_only: true, per_page: 5 });

/** Every notification list of both sides (what a read refreshes). */
export const NOTIFICATION_KEYS = sideKeys('/notifications');

/** Mark one read: `mutate({ params: { path: { id } } })`. */
export function useMarkRead(side: Side) {
  return useSideMutation(side, 'post', '/notifications/{id}/read', {
    invalidates: NOTIFICATION_KEYS,
  });
}

/** Mark all (or one type) read: `mutateAsync({ body: {} })`; answers how many changed. */
export function useMarkAllRead(side: Side) {
  return useSideMutation(side, 'post', '/notifications/read-all', {
    invalidates: NOTIFICATION_KEYS,
  });
}

export function preferencesOptions(side: Side) {
  return sideQuery(side, '/notification-preferences');
}

/** Saves the preferences; the answer replaces the cached ones. */
export function useSavePreferences(side: Side) {
  const client = useQueryClient();
  return useSideMutation(side, 'put', '/notification-preferences', {
    onSuccess: (res) => client.setQueryData(preferencesOptions(side).queryKey, res),
  });
}
