// A new account's row: the phone and the account type, every profile field still empty
// ("complete your information"). The first login creates one (handlers/auth.ts); the seed
// starts each of its accounts from one and fills it in (seed/users.ts).
import type { UserRow } from '../db/schema';

export function blankUser(
  id: number,
  phone: string,
  type: UserRow['type'],
  createdAt: string,
): UserRow {
  return {
    id,
    phone,
    type,
    first_name: '',
    last_name: '',
    first_name_en: '',
    last_name_en: '',
    email: null,
    company_name: null,
    office_name: null,
    city_id: null,
    district: null,
    identity_type: 'national_id',
    identity_number: null,
    commercial_register: null,
    vat_number: null,
    bio: null,
    logo: null,
    has_license: false,
    license_number: null,
    verification_status: 'unverified',
    verified_at: null,
    payout_method: null,
    stc_pay_mobile: null,
    bank_name: null,
    bank_holder_name: null,
    iban: null,
    parent_id: null,
    member_role: null,
    profile_completed: false,
    created_at: createdAt,
  };
}
