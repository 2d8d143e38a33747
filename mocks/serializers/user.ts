// Accounts: the lessor card on an office, tenant and lessor profiles, the lessor's
// payout method and the members of a lessor's account.
import { BUSINESS_ACCOUNT, isBusinessAccount } from '@/domain/account-type';
import { ibanBankCode, maskIban } from '@schemas/lib/iban';
import { VERIFIED_LOCKED_FIELDS } from '@schemas/profile';
import type { UserRow } from '../db/schema';
import { BANK_NAMES, isBankCode } from '../lib/payout';
import { compact, fullName, pick, userById, type Lang, type S } from './common';

/** What Nafath verified cannot change any more (the owner's row decides). */
export function lockedFields(owner: UserRow): NonNullable<S['LessorProfile']['locked_fields']> {
  return owner.verification_status === 'verified' ? [...VERIFIED_LOCKED_FIELDS] : [];
}

export function lessorCard(u: UserRow): S['LessorCard'] {
  return compact({
    id: u.id,
    name: u.office_name ?? fullName(u),
    phone: u.phone,
    whatsapp: u.phone,
    logo: u.logo ?? undefined,
    verified: u.verification_status === 'verified',
    member_since: u.created_at.slice(0, 10),
  });
}

export function toTenantProfile(u: UserRow): S['TenantProfile'] {
  return compact({
    id: u.id,
    account_type: 'ordinary' as const,
    first_name: u.first_name || 'مستخدم',
    last_name: u.last_name || 'جديد',
    phone: u.phone,
    email: u.email ?? undefined,
    city_id: u.city_id ?? undefined,
    identity_type: u.identity_type,
    identity_number: u.identity_number ?? undefined,
    profile_completed: u.profile_completed,
    created_at: u.created_at,
  }) as S['TenantProfile'];
}

export function toLessorProfile(u: UserRow): S['LessorProfile'] {
  // A member sees the account's information (the owner's), with its own name and phone.
  const owner = u.parent_id ? (userById(u.parent_id) ?? u) : u;
  const person = u.parent_id ? u : owner;
  return compact({
    id: u.id,
    account_type: BUSINESS_ACCOUNT,
    full_name: fullName(person),
    company_name: owner.company_name ?? undefined,
    office_name: owner.office_name ?? undefined,
    email: person.email ?? undefined,
    city_id: owner.city_id ?? undefined,
    district: owner.district ?? undefined,
    identity_type: person.identity_type,
    identity_number: person.identity_number ?? undefined,
    commercial_register: owner.commercial_register ?? undefined,
    vat_number: owner.vat_number ?? undefined,
    phone: person.phone,
    bio: owner.bio ?? undefined,
    logo: owner.logo ?? undefined,
    has_license: owner.has_license,
    license_number: owner.license_number ?? undefined,
    verification_status: owner.verification_status,
    verified_at: owner.verified_at ?? undefined,
    locked_fields: lockedFields(owner),
    account_role: u.parent_id ? (u.member_role ?? 'manager') : 'owner',
    payment_method_set: owner.payout_method !== null,
    profile_completed: u.profile_completed,
    created_at: u.created_at,
  }) as S['LessorProfile'];
}

export const toProfile = (u: UserRow): S['Profile'] =>
  isBusinessAccount(u.type) ? toLessorProfile(u) : toTenantProfile(u);

/** The saved receiving method; a bank account's IBAN only ever leaves masked. */
export function toPaymentMethod(u: UserRow, lang: Lang = 'ar'): S['LessorPaymentMethod'] {
  const code = u.iban ? ibanBankCode(u.iban) : '';
  if (u.payout_method === 'bank' && u.iban && isBankCode(code))
    return {
      method: 'bank',
      bank_code: code,
      bank_name: pick(lang, BANK_NAMES[code].ar, BANK_NAMES[code].en),
      holder_name: u.bank_holder_name ?? fullName(u),
      iban_masked: maskIban(u.iban),
    };
  return { method: 'stc_pay', stc_pay_mobile: u.stc_pay_mobile ?? u.phone };
}

/** A user of a lessor's account (user management): the owner or a member. */
export function toLessorUser(u: UserRow, lang: Lang = 'ar'): S['LessorUser'] {
  const en = lang === 'en' && Boolean(u.first_name_en);
  return {
    id: u.id,
    first_name: (en ? u.first_name_en : u.first_name) || 'مستخدم',
    last_name: (en ? u.last_name_en : u.last_name) || 'جديد',
    phone: u.phone,
    role: u.parent_id ? (u.member_role ?? 'manager') : 'owner',
    created_at: u.created_at,
  };
}
