// Tag "payment-methods": how the lessor receives its money (STC Pay or a bank IBAN). The
// IBAN is checked by the same rule as the form (mod-97 and the chosen bank's code), kept
// whole in the store and answered masked; replacing a saved method needs the code sent to
// the account owner's phone. It may be set before verification; a transfer to it may not
// (services/payouts.ts).
import { lessorPaymentMethodSchema } from '@schemas/payment-method';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import { DEMO_CODE } from '../demo-accounts';
import { accountOwner, lessor } from '../lib/auth';
import { invalid, MESSAGES, notFound, ok } from '../lib/http';
import { BANK_NAMES } from '../lib/payout';
import { route } from '../lib/route';
import { toPaymentMethod } from '../serializers/user';
import { updateById } from '../lib/update-row';

const CODE_TTL_MS = 300_000;

export const paymentMethodsHandlers = [
  route(
    'get',
    '/user/payment-methods',
    ({ me, lang }) => {
      const owner = accountOwner(me);
      if (!owner.payout_method) notFound();
      return ok(toPaymentMethod(owner, lang));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/payment-methods/code',
    async ({ me }) => {
      const owner = accountOwner(me);
      if (!owner.payout_method) throw invalid('method', msg('payoutMethodMissing'));
      const { db } = getStore();
      db.otps.deleteMany((q) => q.where({ phone: owner.phone, purpose: 'payout' }));
      const sentAt = new Date();
      await db.otps.create({
        phone: owner.phone,
        code: DEMO_CODE,
        channel: 'sms',
        purpose: 'payout',
        account_type: null,
        sent_at: sentAt.toISOString(),
        expires_at: new Date(sentAt.getTime() + CODE_TTL_MS).toISOString(),
      });
      return ok(
        { phone: owner.phone, channel: 'sms' as const, resend_after: 60, expires_in: 300 },
        'تم إرسال رمز التحقق',
      );
    },
    { auth: lessor },
  ),
  route(
    'put',
    '/user/payment-methods',
    async ({ me, body, lang }) => {
      const owner = accountOwner(me);
      const { db } = getStore();
      if (owner.payout_method) {
        // A change of where the money goes is confirmed with a code sent to the owner.
        if (!body.code) throw invalid('code', msg('codeRequired'));
        const otp = db.otps.findFirst((q) => q.where({ phone: owner.phone, purpose: 'payout' }));
        if (!otp || otp.code !== body.code || otp.expires_at < new Date().toISOString())
          throw invalid('code', msg('codeIncorrect'), MESSAGES.wrongCode);
        db.otps.deleteMany((q) => q.where({ phone: owner.phone, purpose: 'payout' }));
      }
      const next = await updateById(db.users, owner.id, {
        data(u) {
          u.payout_method = body.method;
          if (body.method === 'stc_pay') u.stc_pay_mobile = body.stc_pay_mobile;
          else {
            u.bank_name = BANK_NAMES[body.bank_code].ar;
            u.bank_holder_name = body.holder_name;
            u.iban = body.iban;
          }
        },
      });
      return ok(toPaymentMethod(next, lang), 'تم حفظ طريقة الاستلام');
    },
    { auth: lessor, rules: () => lessorPaymentMethodSchema },
  ),
];
