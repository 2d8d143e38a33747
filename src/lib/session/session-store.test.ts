import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getSession,
  setSession,
  setUserData,
  subscribeSession,
} from './session-store';

describe('session store', () => {
  it('reads the three storage keys, bussines [sic] marking a business account', () => {
    setSession('t-1', 'bussines');
    expect(getSession()).toMatchObject({ token: 't-1', accountType: 'business', user: null });
    setSession('t-2', 'ordinary');
    expect(getSession().accountType).toBe('ordinary');
    expect(localStorage.getItem('user_token')).toBe('t-2');
    expect(localStorage.getItem('user_type')).toBe('ordinary');
  });

  it('keeps the same snapshot object until storage changes', () => {
    setSession('t-1', 'ordinary');
    expect(getSession()).toBe(getSession());
    setUserData({ id: 1 });
    expect(getSession().user).toEqual({ id: 1 });
  });

  it('clears all three keys and notifies subscribers', () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    setSession('t-1', 'bussines');
    setUserData({ id: 2 });
    clearSession();
    stop();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(['user_token', 'user_type', 'userData'].map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
    ]);
    expect(getSession()).toEqual({ token: null, accountType: null, user: null });
  });

  it('treats unreadable user data as absent', () => {
    localStorage.setItem('userData', '{not json');
    expect(getSession().user).toBeNull();
  });
});
