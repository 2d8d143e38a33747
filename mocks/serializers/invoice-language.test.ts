// @vitest-environment node
// An invoice reads in the reader's language (issue 11, defect 9): in English the issuer's
// address and the service lines are English, in Arabic they are Arabic.
import '../testing/node-storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { call, seedSessions } from '../testing/api';

serveEmbeddedBackend();

const ARABIC = /[\u0600-\u06ff]/;

beforeEach(async () => {
  await seedSessions();
});

async function firstInvoice(lang: 'ar' | 'en') {
  const list = await call('get', '/ordinaries/invoices', { as: 'tenant', lang });
  const id = list.body.data.data[0].id as number;
  return (await call('get', `/ordinaries/invoices/${id}`, { as: 'tenant', lang })).body.data;
}

describe('invoice language', () => {
  it('gives the tenant invoice’s address and services in English to an English reader', async () => {
    const en = await firstInvoice('en');
    const { city, neighborhood, street } = en.admin;
    expect([city, neighborhood, street].filter((s: string) => ARABIC.test(s))).toEqual([]);
    const lines = en.invoice_tenant_services as Array<{ description: string }>;
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => ARABIC.test(l.description))).toEqual([]);
  });

  it('and in Arabic to an Arabic reader', async () => {
    const ar = await firstInvoice('ar');
    expect(ar.admin.city).toMatch(ARABIC);
    expect(ar.admin.street).toMatch(ARABIC);
    expect(ar.invoice_tenant_services[0].description).toMatch(ARABIC);
  });

  it('gives the electronic invoice’s seller address and lines in the reader’s language', async () => {
    const list = await call('get', '/user/electronic-invoices', { as: 'lessor', lang: 'en' });
    const id = list.body.data.data[0].id as number;
    const en = (await call('get', `/user/electronic-invoices/${id}`, { as: 'lessor', lang: 'en' }))
      .body.data;
    expect(en.seller_address).not.toMatch(ARABIC);
    expect(en.lines.filter((l: { description: string }) => ARABIC.test(l.description))).toEqual([]);
  });
});
