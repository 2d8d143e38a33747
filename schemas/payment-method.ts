// How a lessor receives money (contract LessorPaymentMethodInput): STC Pay mobile, or a
// bank transfer with the bank (from the list of Saudi bank codes), the holder's name and a
// Saudi IBAN that passes mod-97 AND carries the chosen bank's code (characters 5-6), so a
// typo that still checks out, or the wrong bank picked, is caught before money is sent.
// Replacing a saved method needs the code sent to the account's phone (`code`).
import { z } from 'zod';
import { saudiBankCodeValues } from '@/api/generated/apiback';
import { ibanBankCode, isValidSaudiIban } from './lib/iban';
import { normaliseNumericText } from './lib/text';
import { msg } from './messages';
import { ibanField, invalidInput, ruleObject, saudiPhoneField, textLength } from './fields';

/** The one-time code of a change (4 to 6 digits, any digit script); absent on a first save. */
const changeCode = z.preprocess(
  (v: string | undefined) => (v === undefined ? v : String(normaliseNumericText(v))),
  z
    .string(invalidInput)
    .regex(/^\d{4,6}$/, { error: msg('verificationCode') })
    .optional(),
);

const bankMethod = ruleObject({
  method: z.literal('bank', invalidInput),
  bank_code: z.enum(saudiBankCodeValues, { error: msg('required') }),
  holder_name: textLength(4, 81, 'holderNameLength'),
  iban: ibanField(),
  code: changeCode,
}).superRefine((value, ctx) => {
  // Only a valid IBAN is compared with the bank: one message at a time at the field.
  if (isValidSaudiIban(value.iban) && ibanBankCode(value.iban) !== value.bank_code)
    ctx.addIssue({ code: 'custom', path: ['iban'], message: msg('ibanBankMismatch') });
});

export const lessorPaymentMethodSchema = z.discriminatedUnion(
  'method',
  [
    ruleObject({
      method: z.literal('stc_pay', invalidInput),
      stc_pay_mobile: saudiPhoneField(),
      code: changeCode,
    }),
    bankMethod,
  ],
  { error: msg('required') },
);
