// Accounts: users (tenants, lessors and the members of a lessor's account), login
// sessions and one-time codes, and Nafath verification requests.
import { z } from 'zod';
import {
  accountTypeValues,
  bankPayoutMethodMethodValues,
  identityTypeValues,
  memberRoleValues,
  nafathRequestStatusValues,
  sendCodeRequestChannelValues,
  stcPayMethodMethodValues,
  verificationStatusValues,
} from '@/api/generated/apiback';
import { id, isoDateTime } from './fields';

export const userRow = z.object({
  id,
  phone: z.string(), // E.164 +9665XXXXXXXX
  type: z.enum(accountTypeValues),
  first_name: z.string(),
  last_name: z.string(),
  first_name_en: z.string(),
  last_name_en: z.string(),
  email: z.string().nullable(),
  company_name: z.string().nullable(),
  office_name: z.string().nullable(),
  city_id: id.nullable(),
  district: z.string().nullable(),
  identity_type: z.enum(identityTypeValues),
  identity_number: z.string().nullable(),
  commercial_register: z.string().nullable(),
  vat_number: z.string().nullable(),
  bio: z.string().nullable(),
  logo: z.string().nullable(),
  has_license: z.boolean(),
  license_number: z.string().nullable(),
  verification_status: z.enum(verificationStatusValues),
  /** When Nafath verified the account (its name and ID are then locked). */
  verified_at: isoDateTime.nullable(),
  payout_method: z.enum([...stcPayMethodMethodValues, ...bankPayoutMethodMethodValues]).nullable(),
  stc_pay_mobile: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_holder_name: z.string().nullable(),
  iban: z.string().nullable(),
  /** A member added to a lessor's account (user management) points at the owner. */
  parent_id: id.nullable(),
  member_role: z.enum(memberRoleValues).nullable(),
  profile_completed: z.boolean(),
  created_at: isoDateTime,
});

export const sessionRow = z.object({ token: z.string(), user_id: id, created_at: isoDateTime });

export const otpRow = z.object({
  phone: z.string(),
  code: z.string(),
  channel: z.enum(sendCodeRequestChannelValues),
  purpose: z.enum(['login', 'member', 'payout', 'stc_pay']),
  account_type: z.enum(accountTypeValues).nullable(),
  sent_at: isoDateTime,
  expires_at: isoDateTime,
  /** Wrong codes tried against this code (login: dead at OTP_LIMITS.maxWrongCodes). */
  attempts: z.number().int().min(0).default(0),
  /** When this phone was sent a login code in the last hour (the hourly limit). */
  sends: z.array(isoDateTime).default([]),
});

export const nafathRow = z.object({
  request_id: z.string(),
  user_id: id,
  national_id: z.string(),
  random_number: z.string(),
  status: z.enum(nafathRequestStatusValues),
  /** The name the (simulated) Nafath returned once the person approved. */
  verified_name: z.string().nullable(),
  created_at: isoDateTime,
  expires_at: isoDateTime,
});
