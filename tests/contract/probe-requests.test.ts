// @vitest-environment node
// contract:probe sends what each operation declares (issue 29), checked through a strict proxy
// in front of the embedded backend that refuses what a strict real backend would: a JSON body
// to an operation that takes none or takes multipart (415), an Accept the operation cannot
// answer (406). Path parameters come from the field of their name (`{month}` ← a statement's
// `month`, `{code}` ← a contract's `verification_code`), `$ref` chains are followed (the offer
// and coupon bodies get their invalid-body check), a read whose first item is refused for a
// declared reason tries the next items, and failures are grouped by cause.
import '../../mocks/testing/node-storage';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { runProbeCli } from '../../scripts/contract-probe';
import { listOperations, loadContract } from '../../scripts/contract-schema';
import { appKeyGate } from '../../scripts/mock-app-key';
import { probe } from '../../scripts/probe-run';
import { acceptFor } from '../../scripts/probe-requests';

serveEmbeddedBackend();

const KEY = 'probe-test-key';
const BASE_URL = 'http://localhost:5173/apiBack/v1';
const doc = loadContract();
const ops = listOperations(doc);
const gated = [appKeyGate(KEY), ...handlers];
const backend = (async (input: string | URL, init: RequestInit = {}) =>
  (await getResponse(gated, new Request(input, init))) ??
  Response.json({ message: 'There is no Data' }, { status: 404 })) as typeof fetch;

/** The operation a request is for (method and templated path). */
function opFor(method: string, pathname: string) {
  return ops.find(
    (o) =>
      o.method === method.toLowerCase() &&
      new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname),
  );
}

type Sent = { method: string; path: string; accept: string; type: string; body: boolean };

/** A backend as strict as a real one about media types; records what the probe sent. */
function strict(sent: Sent[]) {
  return (async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    const method = init.method ?? 'GET';
    const o = opFor(method, url.pathname);
    const type =
      init.body instanceof FormData ? 'multipart/form-data' : (headers.get('content-type') ?? '');
    sent.push({
      method,
      path: url.pathname,
      accept: headers.get('accept') ?? '',
      type,
      body: init.body != null,
    });
    if (o) {
      const rb = o.op.requestBody as
        { content?: Record<string, unknown>; $ref?: string } | undefined;
      const takes = Object.keys(rb?.content ?? {});
      if (init.body != null && (!rb || (takes.length && !takes.some((t) => type.includes(t)))))
        return Response.json({ message: 'Unsupported Media Type' }, { status: 415 });
      const accept = headers.get('accept') ?? '*/*';
      const answers = acceptFor(o.op, doc).split(', ')[0];
      if (!accept.includes(answers) && !accept.includes('*/*'))
        return Response.json({ message: 'Not Acceptable' }, { status: 406 });
    }
    return backend(input, init);
  }) as typeof fetch;
}

const run = (only: string, fetchImpl: typeof fetch, extra: string[] = []) =>
  runProbeCli(['--base-url', BASE_URL, '--app-key', KEY, '--only', only, ...extra], fetchImpl);

describe('contract:probe requests', () => {
  it('fills {month} from a statement month and {code} from a contract verification code', async () => {
    const sent: Sent[] = [];
    const months = await run('/user/statements', strict(sent));
    expect(months.code, months.output).toBe(0);
    expect(sent.some((s) => /\/user\/statements\/20\d\d-\d\d$/.test(s.path))).toBe(true);
    const rows = await probe({
      baseUrl: BASE_URL,
      appKey: KEY,
      fetchImpl: backend,
      only: '/contracts',
      checks: ['shape'],
    });
    const verify = rows.find((r) => r.operationId === 'verifyContract');
    expect(verify, JSON.stringify(rows.filter((r) => r.result !== 'ok'))).toMatchObject({
      result: 'ok',
      status: 200,
    });
  }, 60_000);

  it('asks the iCal feed for text/calendar, and sends no JSON {} to bodiless or multipart writes', async () => {
    const sent: Sent[] = [];
    const ical = await run('/ical', strict(sent));
    expect(ical.code, ical.output).toBe(0);
    expect(sent.find((s) => s.path.endsWith('/calendar.ics'))?.accept).toMatch(/^text\/calendar/);
    for (const only of ['/user/offices', '/complaints', '/favorites']) {
      const r = await run(only, strict(sent), ['--checks', 'no-token,other-account,invalid-body']);
      expect(r.code, r.output).toBe(0);
    }
    const media = sent.filter((s) => /\/media$/.test(s.path) && s.method === 'POST');
    expect(media.length).toBeGreaterThan(0);
    expect(media.every((s) => s.type === 'multipart/form-data')).toBe(true);
    const deletes = sent.filter((s) => s.method === 'DELETE');
    expect(deletes.length).toBeGreaterThan(0);
    expect(deletes.some((s) => s.body)).toBe(false);
  }, 120_000);

  it('follows $ref chains: offer and coupon bodies get an invalid-body check', async () => {
    for (const only of ['/user/offers', '/user/coupons']) {
      const rows = await probe({
        baseUrl: BASE_URL,
        appKey: KEY,
        fetchImpl: backend,
        only,
        checks: ['invalid-body'],
      });
      const checked = rows.filter((r) => r.check === 'invalid-body' && r.result === 'ok');
      expect(checked.map((r) => r.operationId)).toEqual(
        expect.arrayContaining(
          only.endsWith('offers')
            ? ['createOffer', 'updateOffer']
            : ['createCoupon', 'updateCoupon'],
        ),
      );
    }
  }, 60_000);

  it('reads a booking that can have a contract when the first one answers its declared 422', async () => {
    const rows = await probe({
      baseUrl: BASE_URL,
      appKey: KEY,
      fetchImpl: backend,
      only: 'contract-prefill',
      checks: ['shape'],
    });
    expect(rows).toEqual([
      expect.objectContaining({
        operationId: 'getReservationContractPrefill',
        result: 'ok',
        status: 200,
      }),
    ]);
  }, 60_000);

  it('groups failures by cause with a count and one example, then the detail', async () => {
    // A backend without roles: every account may call everything (as Prism's mock).
    let lessor = '';
    const noRoles = (async (input: string, init: RequestInit = {}) => {
      const url = new URL(input);
      if (url.pathname.endsWith('/verify-code')) {
        const r = await backend(input, init);
        const body = await r.clone().json();
        if (body.data?.user?.type !== 'ordinary') lessor = body.data?.token ?? lessor;
        return r;
      }
      const headers = new Headers(init.headers);
      const o = opFor(init.method ?? 'GET', url.pathname);
      if (o?.op['x-account'] === 'lessor' && headers.has('authorization') && lessor)
        headers.set('Authorization', `Bearer ${lessor}`);
      return backend(input, { ...init, headers });
    }) as typeof fetch;
    const { code, output } = await run('/user/offers', noRoles, [
      '--checks',
      'other-account,no-token',
    ]);
    expect(code).toBe(1);
    const [head, ...rest] = output.split('\nDetail:\n');
    expect(head).toMatch(/^Failures by cause \(1 causes, \d+ rows\):/m);
    expect(head).toMatch(
      / +\d+ +auth: other account type not refused with 403 \(roles\) +e\.g\. \w+ \(other-account, 200\): expected 403, got 200/,
    );
    expect(rest.join('')).toMatch(/FAIL +other-account +200 +listOffers/);
  }, 60_000);
});
