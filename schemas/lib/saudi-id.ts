// Saudi identity numbers: 10 digits with a Luhn checksum; the first digit tells the
// kind — 1 national ID (citizen), 2 residence permit (Iqama).
import type { components } from '@/api/generated/apiback';
import { isLuhnValid } from './luhn';

/** The contract's IdentityType. */
export type SaudiIdKind = components['schemas']['IdentityType'];

export function isValidSaudiIdNumber(id: string, kind?: SaudiIdKind): boolean {
  if (!/^[12]\d{9}$/.test(id) || !isLuhnValid(id)) return false;
  if (kind === 'national_id') return id[0] === '1';
  if (kind === 'residence') return id[0] === '2';
  return true;
}

export function saudiIdKind(id: string): SaudiIdKind | null {
  if (!isValidSaudiIdNumber(id)) return null;
  return id[0] === '1' ? 'national_id' : 'residence';
}
