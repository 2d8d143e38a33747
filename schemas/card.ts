// Payment card fields. Validated in the browser only, then handed to the payment
// gateway; they are NEVER stored (not in storage, query cache or mock state) and never
// sent to the product's own backend. No contract type on purpose.
import { z } from 'zod';
import { cardNumberField, ruleObject, textLength, withAsciiDigits } from './fields';
import { msg } from './messages';

/** "MM/YY" (or MM/YYYY) expiry → is the card still valid at `now` (valid through the month)? */
export function isExpiryInFuture(expiry: string, now: Date = new Date()): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return false;
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export function createCardSchema(context: { now?: Date } = {}) {
  return ruleObject({
    card_number: cardNumberField(),
    expiry: withAsciiDigits(
      z
        .string({ error: msg('required') })
        .refine((v) => isExpiryInFuture(v, context.now ?? new Date()), {
          error: msg('cardExpiry'),
        }),
    ),
    holder_name: textLength(2, 61, 'required'),
    cvv: withAsciiDigits(
      z.string({ error: msg('required') }).regex(/^\d{3,4}$/, { error: msg('cvv') }),
    ),
  });
}
