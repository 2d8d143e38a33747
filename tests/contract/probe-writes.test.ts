// @vitest-environment node
// contract:probe --writes against the embedded backend in process: every chain the contract
// marks safe (create → read back → update → read back → delete → 404) passes and lands in the
// JSON report; a backend that answers a delete without deleting fails on the read-back,
// naming the operation. And the bodies it sends: ids from the lists read, dates after today
// in their order, codes unique to the run.
import '../../mocks/testing/node-storage';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { runProbeCli } from '../../scripts/contract-probe';
import { loadContract } from '../../scripts/contract-schema';
import { appKeyGate } from '../../scripts/mock-app-key';
import { changedBody, exampleBody, liveBody } from '../../scripts/probe-bodies';
import { evaluate, readBackDiff, writeChains } from '../../scripts/probe-writes';

serveEmbeddedBackend();

const KEY = 'probe-test-key';
const BASE = ['--base-url', 'http://localhost:5173/apiBack/v1', '--app-key', KEY];
const gated = [appKeyGate(KEY), ...handlers];
const backend = (async (input: string | URL, init: RequestInit = {}) =>
  (await getResponse(gated, new Request(input, init))) ??
  Response.json({ message: 'There is no Data' }, { status: 404 })) as typeof fetch;
type Row = { operationId: string; check: string; result: string; note: string };

const doc = loadContract();

describe('contract:probe --writes', () => {
  it('runs every safe chain on the embedded backend and reports each step', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'probe-writes-'));
    const file = join(dir, 'probe.json');
    const { code, output } = await runProbeCli(
      [...BASE, '--writes', '--checks', 'writes', '--report-json', file],
      backend,
    );
    expect(code, output).toBe(0);
    const rows: Row[] = JSON.parse(await readFile(file, 'utf8')).rows;
    await rm(dir, { recursive: true, force: true });
    expect(rows.every((r) => r.check === 'writes' && r.result === 'ok')).toBe(true);
    const steps = (id: string) => rows.filter((r) => r.operationId === id).map((r) => r.note);
    expect(steps('createOffer')).toEqual(['create']);
    expect(steps('getOffer')).toEqual([
      'read back after create',
      'read back after update',
      'gone after delete (404)',
    ]);
    expect(steps('updateOffer')).toEqual(['update (name)']);
    expect(steps('deleteOffer')).toEqual(['delete']);
    // Linked by OpenAPI links: the unit is created under an office, read at /user/units/{id}.
    expect(steps('getLessorUnit')).toHaveLength(3);
    expect(steps('removeFavorite')).toEqual(['delete']);
    for (const chain of writeChains(doc))
      expect(steps(chain.create.op.operationId), chain.create.op.operationId).toEqual(['create']);
  }, 30_000);

  it('is off by default: the write chains run only with --writes', async () => {
    const { code, output } = await runProbeCli(
      [...BASE, '--checks', 'shape', '--only', '/user/offers', '--all'],
      backend,
    );
    expect(code, output).toBe(0);
    expect(output).toMatch(/ok +shape +200 +getOffer/);
    expect(output).not.toContain('writes');
  });

  it('fails when a delete answers success but the row is still there', async () => {
    const keeps = (async (input: string | URL, init: RequestInit = {}) =>
      init.method === 'DELETE' && String(input).includes('/user/coupons/')
        ? Response.json({ data: { message: 'Deleted' } })
        : backend(input, init)) as typeof fetch;
    const { code, output } = await runProbeCli(
      [...BASE, '--writes', '--checks', 'writes', '--only', 'createCoupon'],
      keeps,
    );
    expect(code).toBe(1);
    expect(output).toMatch(
      /FAIL +writes +200 +getCoupon +gone after delete \(404\): expected 404, got 200/,
    );
  });

  it('builds live bodies: ids from lists, dates after today in order, unique codes', () => {
    const coupons = writeChains(doc).find((c) => c.create.op.operationId === 'createCoupon')!;
    const example = exampleBody(coupons.create.op.requestBody, doc) as Record<string, unknown>;
    const bodies = new Map([
      ['/apiBack/v1/user/units', { data: { data: [{ id: 77 }, { id: 78 }], total: 2 } }],
    ]);
    const live = liveBody(example, {
      opPath: coupons.create.path,
      bodies,
      stamp: 'k3x9z',
      today: new Date('2027-03-10T12:00:00Z'),
    }) as Record<string, string>;
    expect(live.unit_ids).toEqual([77]);
    expect(live.active_from).toBe('2027-04-09');
    expect(live.active_to >= live.active_from).toBe(true);
    expect(live.code).toMatch(/^[A-Z0-9_-]{4,20}$/);
    expect(live.code).toContain('K3X9Z');
    const { body, field } = changedBody(live, { $ref: '#/components/schemas/CouponInput' }, doc);
    expect(field).toBe('name');
    expect((body as Record<string, string>).name).toBe(`${live.name} 2`);
  });

  it('follows OpenAPI runtime expressions and compares read-backs', () => {
    expect(evaluate('$response.body#/data/id', {}, { data: { id: 5 } })).toBe(5);
    expect(evaluate('$request.body#/office_id', { office_id: 9 }, {})).toBe(9);
    expect(readBackDiff({ name: 'a', n: 1, list: [1] }, { data: { name: 'b', n: 1 } })).toEqual([
      'read back name="b", sent "a"',
    ]);
  });
});
