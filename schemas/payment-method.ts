// How a lessor receives money (contract LessorPaymentMethod): STC Pay mobile, or a bank
// transfer with bank name, holder name and a Saudi IBAN (mod-97 checked).
import { z } from 'zod';
import { msg } from './messages';
import {
  ibanField,
  invalidInput,
  requiredText,
  ruleObject,
  saudiPhoneField,
  textLength,
} from './fields';

export const lessorPaymentMethodSchema = z.discriminatedUnion(
  'method',
  [
    ruleObject({ method: z.literal('stc_pay', invalidInput), stc_pay_mobile: saudiPhoneField() }),
    ruleObject({
      method: z.literal('bank', invalidInput),
      bank_name: requiredText(),
      holder_name: textLength(4, 81, 'nameLength'),
      iban: ibanField(),
    }),
  ],
  { error: msg('required') },
);
