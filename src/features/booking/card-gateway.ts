// Sends the card from the browser to the payment gateway named by the backend's session —
// never to apiBack, never into storage or the query cache (domain notes, "Card payments").
// The caller clears its copy right after this resolves. The gateway's answer only says
// where to go next: whether the booking is paid is decided by GET ordinaries/payments/{id}.
import type { components } from '@/api/generated/apiback';

export type PaymentSession = components['schemas']['PaymentSession'];

export interface CardDetails {
  card_number: string;
  expiry: string;
  holder_name: string;
  cvv: string;
}

export type GatewayOutcome =
  { kind: 'redirect'; url: string } | { kind: 'declined' } | { kind: 'unavailable' };

/** The embedded backend's stand-in gateway (mocks/handlers/gateway.ts); mock mode only. */
const EMBEDDED = !import.meta.env.VITE_API_BASE_URL;
const MOYASAR_URL = 'https://api.moyasar.com/v1/payments';

const digits = (v: string) => v.replace(/\D/g, '');

function expiryParts(expiry: string): { month: string; year: string } {
  const [m = '', y = ''] = expiry.split('/').map((p) => p.trim());
  return { month: m, year: y.length === 2 ? `20${y}` : y };
}

async function embedded(session: PaymentSession, card: CardDetails): Promise<GatewayOutcome> {
  const res = await fetch(`${location.origin}/mock-gateway/payments/${session.payment_id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ card_number: digits(card.card_number) }),
  });
  if (res.status === 402) return { kind: 'declined' };
  if (!res.ok) return { kind: 'unavailable' };
  return { kind: 'redirect', url: session.callback_url };
}

async function moyasar(session: PaymentSession, card: CardDetails): Promise<GatewayOutcome> {
  // Moyasar's browser API with the publishable key; 3-D Secure continues at transaction_url,
  // which comes back to callback_url.
  const { month, year } = expiryParts(card.expiry);
  const res = await fetch(MOYASAR_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${btoa(`${session.publishable_key}:`)}`,
    },
    body: JSON.stringify({
      amount: session.amount_halalas,
      currency: session.currency,
      description: session.description,
      callback_url: session.callback_url,
      source: {
        type: 'creditcard',
        name: card.holder_name.trim(),
        number: digits(card.card_number),
        cvc: digits(card.cvv),
        month,
        year,
      },
    }),
  });
  const body = (await res.json().catch(() => null)) as {
    status?: string;
    source?: { transaction_url?: string };
  } | null;
  if (body?.status === 'failed') return { kind: 'declined' };
  if (!res.ok || !body) return { kind: 'unavailable' };
  return { kind: 'redirect', url: body.source?.transaction_url ?? session.callback_url };
}

export async function payWithCard(
  session: PaymentSession,
  card: CardDetails,
): Promise<GatewayOutcome> {
  try {
    if (EMBEDDED) return await embedded(session, card);
    if (session.gateway === 'moyasar') return await moyasar(session, card);
    return { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** A same-origin callback becomes an in-app path; anything else is a full redirect. */
export function inAppPath(url: string): string | null {
  try {
    const u = new URL(url, location.origin);
    return u.origin === location.origin ? `${u.pathname}${u.search}` : null;
  } catch {
    return null;
  }
}
