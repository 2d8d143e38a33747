// The receiving-method form holds every field of both methods (switching keeps what was
// typed); only the chosen method's fields go through the shared rule (schemas/), so the
// form, the 422 from the backend and the messages are the backend's own.
import { z } from 'zod';
import { transferMethodValues } from '@/api/generated/apiback';
import { lessorPaymentMethodSchema } from '@schemas/payment-method';

export const payoutFormSchema = z
  .object({
    method: z.enum(transferMethodValues),
    stc_pay_mobile: z.string(),
    bank_code: z.string(),
    holder_name: z.string(),
    iban: z.string(),
  })
  .transform((v) =>
    v.method === 'stc_pay'
      ? { method: v.method, stc_pay_mobile: v.stc_pay_mobile }
      : {
          method: v.method,
          bank_code: v.bank_code || undefined,
          holder_name: v.holder_name,
          iban: v.iban,
        },
  )
  .pipe(lessorPaymentMethodSchema);

export type PayoutFormValues = z.input<typeof payoutFormSchema>;
export type PayoutBody = z.output<typeof payoutFormSchema>;

export const EMPTY_PAYOUT: PayoutFormValues = {
  method: 'bank',
  stc_pay_mobile: '',
  bank_code: '',
  holder_name: '',
  iban: '',
};
