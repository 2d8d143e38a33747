// Paying by bank transfer (spec section 4): the payer must attach the transfer receipt
// image, then the office confirms. Contract BankTransferPaymentForm (multipart).
import { z } from 'zod';
import { dateField, idField, ruleObject } from './fields';
import { msg } from './messages';
import type { FileLike } from './profile';
import { PAY_MODES } from './reservation';

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export const bankTransferPaymentSchema = ruleObject({
  reservation_id: idField(),
  pay_mode: z.enum(PAY_MODES, { error: msg('required') }),
  receipt: z
    .custom<FileLike & Blob>(
      (v) => typeof v === 'object' && v !== null && 'size' in v && 'type' in v,
      {
        error: msg('receiptRequired'),
      },
    )
    .refine(
      (f) =>
        /^(image\/(jpeg|png|webp)|application\/pdf)$/.test(f.type) && f.size <= RECEIPT_MAX_BYTES,
      {
        error: msg('receiptInvalid'),
      },
    ),
  transfer_date: dateField().optional(),
});
