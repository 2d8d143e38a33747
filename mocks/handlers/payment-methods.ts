// Tag "payment-methods": how the lessor receives its money (STC Pay or a bank IBAN). Money
// goes only to a verified account: setting where it goes needs verification (issue 16).
import { lessorPaymentMethodSchema } from '@schemas/payment-method';
import { toSaudiE164 } from '@schemas/lib/phone';
import { getStore } from '../backend';
import { accountOwner, lessor, requireVerified } from '../lib/auth';
import { ok } from '../lib/http';
import { route } from '../lib/route';
import { toPaymentMethod } from '../serializers/user';

export const paymentMethodsHandlers = [
  route('get', '/user/payment-methods', ({ me }) => ok(toPaymentMethod(accountOwner(me))), {
    auth: lessor,
  }),
  route(
    'put',
    '/user/payment-methods',
    async ({ me, body }) => {
      requireVerified(me);
      const next = await getStore().db.users.update((q) => q.where({ id: me.actingFor }), {
        data(u) {
          u.payout_method = body.method;
          if (body.method === 'stc_pay')
            u.stc_pay_mobile = toSaudiE164(body.stc_pay_mobile) ?? body.stc_pay_mobile;
          else {
            u.bank_name = body.bank_name;
            u.bank_holder_name = body.holder_name;
            u.iban = String(body.iban).replace(/\s+/g, '').toUpperCase();
          }
        },
      });
      return ok(toPaymentMethod(next!), 'تم حفظ طريقة الاستلام');
    },
    { auth: lessor, rules: () => lessorPaymentMethodSchema },
  ),
];
