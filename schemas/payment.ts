// Paying by bank transfer (spec section 4): the payer must attach the transfer receipt
// image, then the office confirms. Contract BankTransferPaymentForm (multipart).
import { z } from 'zod';
import { createCardSchema } from './card';
import {
  acceptedTerms,
  dateField,
  idField,
  invalidInput,
  ruleObject,
  saudiPhoneField,
} from './fields';
import { normaliseNumericText } from './lib/text';
import { msg } from './messages';
import type { FileLike } from './profile';
import { PAY_MODES } from './reservation';

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** The transfer receipt: an image or a PDF of at most 5 MB. */
export function receiptField() {
  return z
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
    );
}

export const bankTransferPaymentSchema = ruleObject({
  reservation_id: idField(),
  pay_mode: z.enum(PAY_MODES, { error: msg('required') }),
  receipt: receiptField(),
  transfer_date: dateField().optional(),
});

/**
 * STC Pay (spec section 9): the wallet's mobile is a Saudi mobile (the phone rule); the
 * payment is confirmed with a one-time code sent to it. The backend enforces the limits.
 */
export const STC_PAY_LIMITS = {
  codeExpiresInSeconds: 300,
  resendAfterSeconds: 60,
  maxWrongCodes: 3,
} as const;

export const stcPayPaymentSchema = ruleObject({
  reservation_id: idField(),
  pay_mode: z.enum(PAY_MODES, { error: msg('required') }),
  mobile: saudiPhoneField(),
});

/** The one-time code: 4 to 6 digits in any digit script. */
export const stcPayConfirmSchema = ruleObject({
  code: z
    .string({ error: msg('required') })
    .transform((v) => String(normaliseNumericText(v)))
    .refine((v) => /^\d{4,6}$/.test(v), { error: msg('verificationCode') }),
});

/**
 * What the payment form checks before anything is sent (booking section 4): the chosen
 * method's own fields (a valid card, or the receipt) and the terms. The reservation and the
 * pay mode are not the tenant's to type: the page supplies them when it sends.
 */
export function createPaymentFormSchema(context: { now?: Date } = {}) {
  return z.discriminatedUnion(
    'method',
    [
      createCardSchema(context).extend({
        method: z.literal('card', invalidInput),
        accept_terms: acceptedTerms(),
      }),
      ruleObject({
        method: z.literal('bank', invalidInput),
        receipt: receiptField(),
        accept_terms: acceptedTerms(),
      }),
      ruleObject({
        method: z.literal('stc_pay', invalidInput),
        mobile: saudiPhoneField(),
        accept_terms: acceptedTerms(),
      }),
    ],
    invalidInput,
  );
}

/**
 * Where the gateway sends the payer back: a page of the app itself only. The URL must be
 * absolute http(s) on one of `origins` (the app's own); another host, `javascript:`,
 * `data:` or credentials in the URL are refused.
 */
export function isAppUrl(value: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    origins.includes(url.origin)
  );
}

/** The gateway-session body's own rule: `return_url` on the app's origins. */
export const paymentSessionRule = (origins: readonly string[]) =>
  z.looseObject({
    return_url: z
      .string(invalidInput)
      .refine((v) => isAppUrl(v, origins), { error: msg('returnUrl') })
      .optional(),
  });
