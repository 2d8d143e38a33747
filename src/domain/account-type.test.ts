import { describe, expect, it } from 'vitest';
import {
  accountTypeFor,
  accountTypeOf,
  audienceOf,
  BUSINESS_ACCOUNT,
  isBusinessAccount,
  isBusinessProfile,
  sideOf,
} from './account-type';

describe('the account type, one spelling', () => {
  it("is the contract's: 'bussines' [sic] marks a business account, nothing else does", () => {
    expect(BUSINESS_ACCOUNT).toBe('bussines');
    expect(isBusinessAccount('bussines')).toBe(true);
    for (const other of ['ordinary', 'business', 'lessor', '', null, undefined]) {
      expect(isBusinessAccount(other)).toBe(false);
    }
    expect(isBusinessProfile({ account_type: 'bussines' })).toBe(true);
    expect(isBusinessProfile({ account_type: 'ordinary' })).toBe(false);
    expect(isBusinessProfile(null)).toBe(false);
  });

  it('reads a stored user_type: empty is none, anything but the business spelling ordinary', () => {
    expect(accountTypeOf(null)).toBeNull();
    expect(accountTypeOf('')).toBeNull();
    expect(accountTypeOf('bussines')).toBe('bussines');
    expect(accountTypeOf('ordinary')).toBe('ordinary');
    expect(accountTypeOf('business')).toBe('ordinary');
  });

  it('answers what the screens ask: side, audience, the type a login entry asks for', () => {
    expect([sideOf('bussines'), sideOf('ordinary'), sideOf(null)]).toEqual([
      'lessor',
      'tenant',
      'tenant',
    ]);
    expect([audienceOf('bussines'), audienceOf('ordinary'), audienceOf(null)]).toEqual([
      'business',
      'ordinary',
      'ordinary',
    ]);
    expect([
      accountTypeFor('tenant'),
      accountTypeFor('lessor'),
      accountTypeFor('business'),
    ]).toEqual(['ordinary', 'bussines', 'bussines']);
  });
});
