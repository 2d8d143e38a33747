// @vitest-environment node
// Where the mock server and the contract disagreed (issue 29): every operation that needs the app
// key declares the 401 the gate answers (19 public operations did not); the iCal feed, which the
// contract opens to any caller (`security: []`), is not gated; the contract-prefill read declares
// the 422 it answers for a booking that cannot have a contract; and `--stateless` refuses an
// empty multipart upload like Prism instead of answering 201.
import './node-storage-shim';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createContractValidator,
  listOperations,
  loadContract,
} from '../../scripts/contract-schema';
import { appKeyGate, DEV_APP_KEY, KEYLESS_PATHS } from '../../scripts/mock-app-key';
import { statelessHandlers } from '../../scripts/mock-stateless';
import { conform } from '../../scripts/probe-conform';

const doc = loadContract();
const v = createContractValidator(doc);
const ops = listOperations(doc);
const keyless = (o: (typeof ops)[number]) => o.op.security?.length === 0;
const answer = async (res: Response) => {
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: JSON.parse(text), ms: 0 };
};

describe('the mock and the contract agree', () => {
  it('every operation behind the app key declares 401; the keyless ones are not gated', async () => {
    const undeclared = ops.filter((o) => !keyless(o) && !o.op.responses['401']);
    expect(undeclared.map((o) => o.op.operationId)).toEqual([]);
    const open = ops.filter(keyless).map((o) => o.path.replace(/\{[^}]+\}/g, 'x'));
    expect(open.length).toBeGreaterThan(0);
    for (const path of open) expect(KEYLESS_PATHS.some((re) => re.test(path))).toBe(true);
    for (const o of ops.filter((x) => !keyless(x)))
      expect(KEYLESS_PATHS.some((re) => re.test(o.path.replace(/\{[^}]+\}/g, 'x')))).toBe(false);

    const gate = [appKeyGate(DEV_APP_KEY)];
    const publicOps = ops.filter((o) => o.op['x-account'] === 'public' && !keyless(o));
    expect(publicOps.length).toBe(19);
    for (const o of publicOps) {
      const url = `http://localhost${o.path.replace(/\{[^}]+\}/g, '1')}`;
      const res = await getResponse(gate, new Request(url, { method: o.method.toUpperCase() }));
      expect(res?.status).toBe(401);
      expect(conform(v, o.op, await answer(res!), [401])).toEqual([]);
    }
    const feed = await getResponse(
      gate,
      new Request('http://localhost/apiBack/v1/public/ical/abc/calendar.ics'),
    );
    expect(feed).toBeUndefined(); // passes through to the backend
  });

  it('getReservationContractPrefill declares the 422 it answers', () => {
    const prefill = ops.find((o) => o.op.operationId === 'getReservationContractPrefill')!;
    expect(Object.keys(prefill.op.responses)).toContain('422');
  });

  it('--stateless refuses an empty multipart upload with a declared 4xx', async () => {
    const handlers = [appKeyGate(DEV_APP_KEY), ...statelessHandlers(doc, 'static')];
    const uploads = ops.filter((o) => {
      const rb = o.op.requestBody as { content?: Record<string, unknown> } | undefined;
      return rb?.content?.['multipart/form-data'];
    });
    let refused = 0;
    for (const o of uploads) {
      const url = `http://localhost${o.path.replace(/\{[^}]+\}/g, '1')}`;
      const res = await getResponse(
        handlers,
        new Request(url, {
          method: o.method.toUpperCase(),
          headers: { 'X-App-Key': DEV_APP_KEY, Authorization: 'Bearer any-token' },
          body: new FormData(),
        }),
      );
      const a = await answer(res!);
      if (a.status === 422) refused++;
      expect(conform(v, o.op, a, [a.status])).toEqual([]);
    }
    // The nine uploads with required fields (logo, complaint, reply, receipt, media, a
    // contract's base contract).
    expect(refused).toBe(9);
    // A JSON body sent to a multipart operation is the wrong media type.
    const wrong = await getResponse(
      handlers,
      new Request('http://localhost/apiBack/v1/user/offices/1/media', {
        method: 'POST',
        headers: {
          'X-App-Key': DEV_APP_KEY,
          Authorization: 'Bearer any-token',
          'Content-Type': 'application/json',
        },
        body: '{}',
      }),
    );
    expect(wrong?.status).toBe(415);
  });
});
