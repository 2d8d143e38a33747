// A lessor's free-form ("custom") contract (contract CustomContractInput): both parties with a
// valid Saudi identity (a national ID starts with 1, a residence number with 2, both pass the
// Luhn check), real names, and a term that ends after it starts, within a sane range.
import { z } from 'zod';
import { dateField, moneyField, ruleObject, textLength } from './fields';
import { isValidSaudiIdNumber } from './lib/saudi-id';
import { normaliseNumericText } from './lib/text';
import { msg } from './messages';
import { withinYears } from './lib/date-range';

/** A national ID or a residence number, each with its own message. */
export function saudiIdentityField() {
  return z.preprocess(
    normaliseNumericText,
    z
      .string({ error: msg('required') })
      .min(1, { error: msg('required'), abort: true })
      .superRefine((v, ctx) => {
        if (isValidSaudiIdNumber(v)) return;
        const residence = v.startsWith('2');
        ctx.addIssue({
          code: 'custom',
          message: msg(residence ? 'residenceNumber' : 'nationalId'),
        });
      }),
  );
}

/** A contract's term lies within this many years of today (a typo like 9999 is refused). */
export const CONTRACT_MAX_YEARS = 30;

const party = () =>
  ruleObject({ id_number: saudiIdentityField(), name: textLength(2, 81, 'nameLength') });

export const customContractSchema = ruleObject({
  title: textLength(3, 121, 'invalidInput'),
  lessor: party(),
  tenant: party(),
  office_details: textLength(10, 1001, 'invalidInput'),
  body: textLength(20, 20001, 'invalidInput'),
  start_date: dateField()
    .refine((d) => withinYears(d, CONTRACT_MAX_YEARS), { error: msg('yearOutOfRange') })
    .optional(),
  end_date: dateField()
    .refine((d) => withinYears(d, CONTRACT_MAX_YEARS), { error: msg('yearOutOfRange') })
    .optional(),
  rent_amount: moneyField({ min: 0 }).optional(),
})
  .loose()
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date <= v.start_date)
      ctx.addIssue({ code: 'custom', message: msg('endBeforeStart'), path: ['end_date'] });
  });
