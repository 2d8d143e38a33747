import { afterEach, describe, expect, it, vi } from 'vitest';
import { inAppPath, payWithCard, type PaymentSession } from './card-gateway';

const session: PaymentSession = {
  payment_id: 77,
  gateway: 'moyasar',
  amount: 100,
  amount_halalas: 10000,
  currency: 'SAR',
  publishable_key: 'pk_test_embedded_mock_backend',
  callback_url: 'http://localhost:5173/payment_done/5?payment_id=77',
  expires_at: '2026-11-21T10:00:00Z',
};
const card = {
  card_number: '4111 1111 1111 1111',
  expiry: '12/30',
  holder_name: 'A B',
  cvv: '123',
};

afterEach(() => vi.restoreAllMocks());

describe('payWithCard (embedded gateway)', () => {
  it('posts the card to the gateway only, never to apiBack, and keeps nothing', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ status: 'paid' })));
    const before = { ...localStorage };
    const out = await payWithCard(session, card);
    expect(out).toEqual({ kind: 'redirect', url: session.callback_url });
    expect(spy).toHaveBeenCalledTimes(1);
    const [url] = spy.mock.calls[0];
    expect(String(url)).toMatch(/\/mock-gateway\/payments\/77$/);
    expect(String(url)).not.toContain('/apiBack/');
    expect({ ...localStorage }).toEqual(before);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('4111');
  });

  it('reports a declined card', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ status: 'failed' }), { status: 402 }),
    );
    expect(await payWithCard(session, card)).toEqual({ kind: 'declined' });
  });

  it('reports a network failure as unavailable', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    expect(await payWithCard(session, card)).toEqual({ kind: 'unavailable' });
  });
});

describe('inAppPath', () => {
  it('keeps same-origin callbacks inside the app', () => {
    expect(inAppPath(session.callback_url)).toBe('/payment_done/5?payment_id=77');
    expect(inAppPath('https://pay.example.com/3ds')).toBeNull();
  });
});
