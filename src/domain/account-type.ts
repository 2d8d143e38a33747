// The account type, written one way (issue 30). Its only spelling is the contract's
// `AccountType`: 'ordinary' | 'bussines' [sic], the real backend's, which we cannot change. The
// session, the screens and the embedded backend hold and store that value and ask this module
// what it means (a business account? which side of a two-sided call? which pages and widgets?
// which type does a login entry ask for?). The literal 'bussines' is written here and in
// generated code only: eslint-rules/restricted.js refuses it anywhere else.
import type { components } from '@/api/generated/apiback';

export type AccountType = components['schemas']['AccountType'];

/** The business (lessor) account, as the contract spells it. */
export const BUSINESS_ACCOUNT = 'bussines' satisfies AccountType;
export const ORDINARY_ACCOUNT = 'ordinary' satisfies AccountType;

type BusinessAccount = typeof BUSINESS_ACCOUNT;

/**
 * Which side of a two-sided (tenant-or-lessor) operation an account calls: a business
 * account is the lessor (paths under /user/), an ordinary one the tenant (under /ordinaries/).
 */
export type Side = 'tenant' | 'lessor';

/**
 * Who a page, a menu link or a dashboard widget is for, in the app's words: the route table
 * and the menus say 'business' or 'ordinary' (`audienceOf` turns an account type into it).
 */
export type Audience = 'business' | 'ordinary';

/** A business (lessor) account. Takes any value: a wire field, storage, a route. */
export function isBusinessAccount(type: unknown): type is BusinessAccount {
  return type === BUSINESS_ACCOUNT;
}

/** A business account's profile (narrows the contract's Profile union to the lessor's). */
export function isBusinessProfile<P extends { account_type: AccountType }>(
  profile: P | null | undefined,
): profile is Extract<P, { account_type: BusinessAccount }> {
  return isBusinessAccount(profile?.account_type);
}

/**
 * A stored or received `user_type` as an account type: empty is none; anything other than
 * the business spelling is an ordinary account (as the product has always read the key).
 */
export function accountTypeOf(raw: string | null | undefined): AccountType | null {
  if (raw == null || raw === '') return null;
  return isBusinessAccount(raw) ? BUSINESS_ACCOUNT : ORDINARY_ACCOUNT;
}

/** The side of two-sided calls an account makes (no account: the tenant's). */
export const sideOf = (type: AccountType | null | undefined): Side =>
  isBusinessAccount(type) ? 'lessor' : 'tenant';

/** Which pages, links and widgets an account sees (no account: the ordinary ones). */
export const audienceOf = (type: AccountType | null | undefined): Audience =>
  isBusinessAccount(type) ? 'business' : 'ordinary';

/**
 * The account type a login entry asks the backend to create for a new number: the tenant
 * login an ordinary account; the lessor login and "create a business account" a business one.
 */
export const accountTypeFor = (entry: Side | 'business'): AccountType =>
  entry === 'tenant' ? ORDINARY_ACCOUNT : BUSINESS_ACCOUNT;
