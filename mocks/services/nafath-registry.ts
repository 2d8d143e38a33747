// The civil registry as the simulated Nafath knows it (no store access: the seed reads it
// too). Nafath answers an approval with the full registered name, which fills the profile.
import { luhnCheckDigit } from '@schemas/lib/luhn';

const withCheck = (payload: string) => payload + luhnCheckDigit(payload);

/** The unverified demo lessor's national ID (mocks/seed/unverified-lessor.ts). */
export const UNVERIFIED_LESSOR_NATIONAL_ID = withCheck('109876543');

export const NAFATH_REGISTRY: Readonly<Record<string, { ar: string; en: string }>> = {
  [UNVERIFIED_LESSOR_NATIONAL_ID]: { ar: 'خالد عبدالله الزهراني', en: 'Khalid Abdullah Alzahrani' },
};
