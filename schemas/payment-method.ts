// How a lessor receives money (contract LessorPaymentMethod): STC Pay mobile, or a bank
// transfer with bank name, holder name and a Saudi IBAN (mod-97 checked).
import { z } from 'zod';
import { ibanField, requiredText, saudiPhoneField, textLength } from './fields';

export const lessorPaymentMethodSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('stc_pay'), stc_pay_mobile: saudiPhoneField() }),
  z.object({
    method: z.literal('bank'),
    bank_name: requiredText(),
    holder_name: textLength(4, 81, 'nameLength'),
    iban: ibanField(),
  }),
]);
