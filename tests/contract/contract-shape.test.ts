// @vitest-environment node
import './node-storage-shim';
import { describe, expect, it } from 'vitest';
import {
  deref,
  listOperations,
  loadContract,
  type ResponseObject,
} from '../../scripts/contract-schema';

// House rules of the apiBack contract that a linter cannot express.
const doc = loadContract();
const ops = listOperations(doc);
const PUBLIC_UNDER_USER = new Set(['getGeneralSettings', 'getSearchData']); // spec section 7 paths

describe('contract conventions', () => {
  it('keeps the spec section 7 calls exactly as shown', () => {
    const has = (method: string, path: string) =>
      ops.some((o) => o.method === method && o.path === path);
    for (const path of [
      '/apiBack/v1/ordinaries/invoices',
      '/apiBack/v1/ordinaries/invoices/{id}',
      '/apiBack/v1/user/invoices',
      '/apiBack/v1/user/invoices/{id}',
      '/apiBack/v1/user/profile',
      '/apiBack/v1/ordinaries/profile',
      '/apiBack/v1/user/settings/general',
      '/apiBack/v1/user/settings/search_data',
    ])
      expect(has('get', path), path).toBe(true);
    for (const path of ['/apiBack/v1/ordinaries/invoices', '/apiBack/v1/user/invoices']) {
      const op = ops.find((o) => o.method === 'get' && o.path === path)!;
      expect(op.params.some((p) => p.in === 'query' && p.name === 'page')).toBe(true);
    }
  });

  it('puts tenant calls under ordinaries/, lessor calls under user/, the rest under public/ or auth/', () => {
    const wrong = ops.filter(({ path, op }) => {
      const who = op['x-account'];
      if (path.startsWith('/apiBack/v1/ordinaries/')) return who !== 'tenant';
      if (path.startsWith('/apiBack/v1/user/'))
        return PUBLIC_UNDER_USER.has(op.operationId) ? who !== 'public' : who !== 'lessor';
      if (path.startsWith('/apiBack/v1/public/')) return who !== 'public';
      if (path.startsWith('/apiBack/v1/auth/')) return who !== 'public' && who !== 'any';
      return true;
    });
    expect(wrong.map((o) => o.op.operationId)).toEqual([]);
  });

  it('declares the shared error responses: 401 with a token, 403 for one account kind, 422, 500', () => {
    const missing: string[] = [];
    for (const { op, path } of ops) {
      const codes = Object.keys(op.responses);
      const who = op['x-account'];
      if (who !== 'public' && !codes.includes('401')) missing.push(`${op.operationId} 401`);
      if ((who === 'tenant' || who === 'lessor') && !codes.includes('403'))
        missing.push(`${op.operationId} 403`);
      if (path.includes('{') && !codes.includes('404')) missing.push(`${op.operationId} 404`);
      if (!codes.includes('500')) missing.push(`${op.operationId} 500`);
      for (const c of codes.filter((x) => x >= '400')) {
        const schema = deref(doc, op.responses[c] as ResponseObject).content?.['application/json']
          ?.schema;
        if (schema?.$ref !== '#/components/schemas/ApiError')
          missing.push(`${op.operationId} ${c} not ApiError`);
      }
      const security = JSON.stringify((op as { security?: unknown }).security);
      if (who === 'public' ? security.includes('bearerAuth') : !security.includes('bearerAuth'))
        missing.push(`${op.operationId} security`);
    }
    expect(missing).toEqual([]);
  });

  it('wraps every success body in the { data, message? } envelope and pages lists', () => {
    const bad: string[] = [];
    for (const { op } of ops) {
      const [code, res] = Object.entries(op.responses).find(([c]) => c.startsWith('2'))!;
      const content = deref(doc, res as ResponseObject).content ?? {};
      // A document that is not JSON (the text/calendar iCal feed) has no envelope.
      if (Object.keys(content).length && !content['application/json']) continue;
      const schema = content['application/json']?.schema as {
        $ref?: string;
        properties?: Record<string, { $ref?: string }>;
      };
      const isMessage = schema?.$ref === '#/components/schemas/MessageResult';
      if (!isMessage && !schema?.properties?.data) bad.push(`${op.operationId} ${code}`);
      const paged = schema?.properties?.data?.$ref?.includes('/Paged');
      if (paged && !op.parameters?.some((p) => (p as { $ref?: string }).$ref?.endsWith('/Page')))
        bad.push(`${op.operationId} paged without page`);
    }
    expect(bad).toEqual([]);
  });

  it('never names a schema Error and keeps the spec enums', () => {
    const s = doc.components.schemas;
    expect(s.Error).toBeUndefined();
    expect(s.TypeResId.enum).toEqual([1, 2, 3, 4]);
    expect(s.InvoiceStatus.enum).toEqual(['paid', 'partial']);
    expect(s.TypeReservation.enum).toContain('weekely');
    expect(s.ReservationStatus.enum).toEqual([
      'pending',
      'active',
      'finished',
      'cancelled',
      'rejected',
      'processing',
      'complete',
      'accepted',
    ]);
  });
});
