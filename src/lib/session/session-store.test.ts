import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  clearSession,
  getSession,
  setProfileFailed,
  setSession,
  setUserData,
  storedAccountTypeHint,
  subscribeSession,
  type Profile,
} from './session-store';

const tenant: Profile = {
  id: 1,
  account_type: 'ordinary',
  first_name: 'عبدالله',
  last_name: 'القحطاني',
  phone: '+966500000001',
  identity_type: 'national_id',
  profile_completed: true,
};
const lessor: Profile = {
  id: 2,
  account_type: 'bussines',
  full_name: 'فهد العتيبي',
  phone: '+966500000002',
  identity_type: 'national_id',
  verification_status: 'verified',
  profile_completed: true,
};

describe('session store', () => {
  it('reads the three storage keys, bussines [sic] marking a business account', () => {
    setSession('t-1', 'bussines');
    expect(getSession()).toMatchObject({ token: 't-1', accountType: 'bussines', user: null });
    setSession('t-2', 'ordinary');
    expect(getSession().accountType).toBe('ordinary');
    expect(localStorage.getItem('user_token')).toBe('t-2');
    expect(localStorage.getItem('user_type')).toBe('ordinary');
  });

  it('keeps the same snapshot object until storage changes', () => {
    setSession('t-1', 'ordinary');
    expect(getSession()).toBe(getSession());
    setUserData(tenant);
    expect(getSession().user).toEqual(tenant);
  });

  it('clears all three keys and notifies subscribers', () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    setSession('t-1', 'bussines');
    setUserData(lessor);
    clearSession();
    stop();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(['user_token', 'user_type', 'userData'].map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
    ]);
    expect(getSession()).toEqual({
      token: null,
      accountType: null,
      checking: false,
      profileFailed: false,
      user: null,
    });
  });

  it('treats unreadable user data as absent', () => {
    localStorage.setItem('userData', '{not json');
    expect(getSession().user).toBeNull();
  });

  it('takes the account type from the backend, never from storage', () => {
    // A page that starts with a stored session (a reload): nothing is known yet.
    localStorage.setItem('user_token', 'tenant-token');
    localStorage.setItem('user_type', 'bussines'); // forged
    localStorage.setItem('userData', JSON.stringify(lessor)); // forged too
    expect(getSession()).toMatchObject({ accountType: null, checking: true, user: null });
    setProfileFailed(true);
    expect(getSession()).toMatchObject({ checking: true, profileFailed: true });
    // The profile answer decides, and storage is rewritten to match it.
    setUserData(tenant);
    expect(getSession()).toMatchObject({
      accountType: 'ordinary',
      checking: false,
      profileFailed: false,
      user: tenant,
    });
    expect(localStorage.getItem('user_type')).toBe('ordinary');
    // Editing storage afterwards changes nothing but the cached data it must agree with.
    localStorage.setItem('user_type', 'bussines');
    expect(getSession().accountType).toBe('ordinary');
    localStorage.setItem('userData', JSON.stringify(lessor));
    expect(getSession().user).toBeNull();
    // Another token (another tab's login) is unknown until it answers.
    localStorage.setItem('user_token', 'other-token');
    expect(getSession()).toMatchObject({ accountType: null, checking: true });
    expect(storedAccountTypeHint()).toBe('bussines');
  });

  it('holds the contract Profile, and only something shaped like one', () => {
    setSession('t-1', 'bussines');
    expectTypeOf(getSession().user).toEqualTypeOf<Profile | null>();
    // @ts-expect-error the store takes a Profile, not any object
    setUserData({ id: 1 });
    expect(getSession().user).toBeNull();
    for (const stored of ['[1,2]', '"text"', '{"id":"7","account_type":"ordinary"}', '{"id":7}']) {
      localStorage.setItem('userData', stored);
      expect(getSession().user).toBeNull();
    }
    setUserData(lessor);
    const user = getSession().user;
    expect(user?.account_type === 'bussines' && user.full_name).toBe('فهد العتيبي');
  });
});
