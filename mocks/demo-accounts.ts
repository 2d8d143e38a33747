// The two documented demo accounts of the embedded backend. The login screen shows
// them in mock mode only (through src/app/mock-backend.ts), and the README lists them.
// Any phone number works with the demo code; these two come with seeded history.

import { BUSINESS_ACCOUNT, type AccountType, type Side } from '@/domain/account-type';

export const DEMO_CODE = '1234';

/**
 * STC Pay in the embedded backend: every Saudi mobile has a wallet and receives DEMO_CODE,
 * except this one (E.164), which has no wallet (the "no STC Pay wallet" failure).
 */
export const NO_STC_PAY_WALLET = '+966500000009';

export interface DemoAccount {
  /** `unverifiedLessor`: a lessor that has not verified through Nafath yet (issue 16). */
  role: Side | 'unverifiedLessor';
  /** As typed in the login modal (local Saudi format). */
  phone: string;
  /** As stored (E.164). */
  phoneE164: string;
  code: string;
  nameAr: string;
  nameEn: string;
  /** Value of session storage `user_type` after login. */
  userType: AccountType;
}

export const DEMO_TENANT: DemoAccount = {
  role: 'tenant',
  phone: '0500000001',
  phoneE164: '+966500000001',
  code: DEMO_CODE,
  nameAr: 'محمد القحطاني',
  nameEn: 'Mohammed Alqahtani',
  userType: 'ordinary',
};

export const DEMO_LESSOR: DemoAccount = {
  role: 'lessor',
  phone: '0500000002',
  phoneE164: '+966500000002',
  code: DEMO_CODE,
  nameAr: 'نورة العتيبي',
  nameEn: 'Noura Alotaibi',
  userType: BUSINESS_ACCOUNT,
};

/**
 * A lessor that has not verified the account yet: an office ready to publish is stopped
 * with "Please verify account", and the Nafath flow can be tried end to end.
 */
export const DEMO_UNVERIFIED_LESSOR: DemoAccount = {
  role: 'unverifiedLessor',
  phone: '0500000003',
  phoneE164: '+966500000003',
  code: DEMO_CODE,
  nameAr: 'خالد الزهراني',
  nameEn: 'Khalid Alzahrani',
  userType: BUSINESS_ACCOUNT,
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  DEMO_TENANT,
  DEMO_LESSOR,
  DEMO_UNVERIFIED_LESSOR,
];
