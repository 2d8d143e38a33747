// The embedded payment gateway (outside the contract: it stands in for Moyasar/HyperPay/
// Tap). The payment page may post the card here in mock mode; the card is checked and
// forgotten — never stored, never logged. Test cards: any Luhn-valid number pays, except
// 4000 0000 0000 0002 (declined). Without this call, the first getPayment settles the
// session (a completed redirect), as documented in mocks/RULES.md.
import { HttpResponse } from 'msw';
import { api } from '../lib/path-first';
import { getStore } from '../backend';
import { settlePayment } from '../services/settle-payment';

export const DECLINED_TEST_CARD = '4000000000000002';

export const gatewayHandlers = [
  api.post('*/mock-gateway/payments/:paymentId', async ({ params, request }) => {
    const { db } = getStore();
    const payment = db.payments.findFirst((q) => q.where({ id: Number(params.paymentId) }));
    if (!payment || payment.method !== 'gateway')
      return HttpResponse.json({ message: 'There is no Data' }, { status: 404 });
    if (payment.status !== 'initiated') return HttpResponse.json({ status: payment.status });
    const body = (await request.json().catch(() => ({}))) as { card_number?: string };
    const card = String(body.card_number ?? '').replace(/\D/g, '');
    if (card === DECLINED_TEST_CARD) {
      await db.payments.update((q) => q.where({ id: payment.id }), {
        data(p) {
          p.status = 'failed';
          p.failure_reason = 'Payment Error';
        },
      });
      getStore().changed();
      return HttpResponse.json({ status: 'failed', message: 'Payment Error' }, { status: 402 });
    }
    const paid = await settlePayment(payment);
    getStore().changed();
    return HttpResponse.json({ status: paid.status });
  }),
];
