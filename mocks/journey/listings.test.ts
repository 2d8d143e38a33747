// @vitest-environment node
// The lessor's listing rules in the embedded backend: a unit code is unique within its
// office, a coupon code within the lessor's coupons (with messages that say so), and a
// fixed discount may not pass the cheapest price of the chosen units.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getStore } from '../backend';
import { DEMO_LESSOR } from '../demo-accounts';
import { call } from '../testing/api';
import { isPublic } from '../services/public-offices';
import { OFFICE_CATEGORIES, OFFICE_TYPES } from '@schemas/office';
import { day, login } from './helpers';

serveEmbeddedBackend();

const unitBody = (code: string) => ({
  is_draft: false,
  name: 'مكتب تنفيذي ٣٠١',
  code,
  area: 30,
  width: 5,
  height: 3,
  furnished: 'furnished',
});

describe('lessor listing rules', () => {
  it('refuses a second unit with the same code in one office (any case), not in another', async () => {
    const { token } = await login(DEMO_LESSOR.phone);
    const [a, b] = getStore().db.offices.findMany((q) =>
      q.where({ owner_id: 2, status: 'published' }),
    );
    const taken = getStore().db.units.findFirst((q) => q.where({ office_id: a.id }))!.code;
    const clash = await call('post', `/user/offices/${a.id}/units`, {
      token,
      body: unitBody(taken.toLowerCase()),
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.code).toEqual(['validation:unitCodeTaken']);
    const elsewhere = await call('post', `/user/offices/${b.id}/units`, {
      token,
      body: unitBody(taken),
    });
    expect(elsewhere.status).toBe(201);
    // Renaming a unit onto a sibling's code is refused too; keeping its own code is fine.
    const [first, second] = getStore().db.units.findMany((q) => q.where({ office_id: a.id }));
    const rename = await call('put', `/user/units/${second.id}`, {
      token,
      body: unitBody(first.code),
    });
    expect(rename.status).toBe(422);
    const keep = await call('put', `/user/units/${second.id}`, {
      token,
      body: unitBody(second.code),
    });
    expect(keep.status).toBe(200);
  });

  it('says a coupon code is taken, and refuses a fixed discount above the cheapest price', async () => {
    const { token } = await login(DEMO_LESSOR.phone);
    const existing = getStore().db.coupons.findFirst((q) => q.where({ owner_id: 2 }))!;
    const unit = getStore().db.units.findFirst((q) =>
      q.where({ owner_id: 2, status: 'published' }),
    )!;
    const cheapest = Math.min(...unit.prices.filter((p) => p.active).map((p) => p.price));
    const coupon = {
      name: 'كوبون الاختبار',
      code: existing.code,
      type: 'fixed',
      value: 10,
      max_uses: 5,
      active_from: day(1),
      active_to: day(30),
      unit_ids: [unit.id],
      price_types: ['all'],
    };
    const taken = await call('post', '/user/coupons', { token, body: coupon });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.code).toEqual(['validation:codeTaken']);
    const above = await call('post', '/user/coupons', {
      token,
      body: { ...coupon, code: 'FRESH2026', value: cheapest + 1 },
    });
    expect(above.status).toBe(422);
    expect(above.body.errors.value).toEqual(['validation:discountAbovePrice']);
  });
  it('a new unit draft replaces the incomplete one, with its photos', async () => {
    const { token } = await login(DEMO_LESSOR.phone);
    const { db } = getStore();
    const office = db.offices.findFirst((q) => q.where({ owner_id: 2, status: 'published' }))!;
    const draft = { is_draft: true, name: 'وحدة لم تكتمل' };
    const first = await call('post', `/user/offices/${office.id}/units`, { token, body: draft });
    expect(first.status).toBe(201);
    const oldId = first.body.data.id as number;
    // A real JPEG start: files are judged by their bytes.
    const jpeg = new Uint8Array(100);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    const photo = new File([jpeg], 'unit.jpg', { type: 'image/jpeg' });
    const upload = await call('post', `/user/units/${oldId}/media`, {
      token,
      form: { file: photo, kind: 'main_image' },
    });
    expect(upload.status).toBe(201);
    const mediaOf = (id: number) =>
      db.media.findMany((q) => q.where({ owner: 'unit', owner_id: id }));
    expect(mediaOf(oldId)).toHaveLength(1);

    const second = await call('post', `/user/offices/${office.id}/units`, { token, body: draft });
    expect(second.status).toBe(201);
    // One incomplete unit is left, the new one (it may take the freed id), with no photo.
    const drafts = db.units.findMany((q) => q.where({ owner_id: 2, status: 'incomplete' }));
    expect(drafts.map((u) => u.id)).toEqual([second.body.data.id]);
    expect(mediaOf(second.body.data.id as number)).toEqual([]);
    expect(mediaOf(oldId)).toEqual([]);
  });
});

describe('hiding and showing a published office', () => {
  it('hides it from the public at once, and a snooze ends on its date', async () => {
    const { token } = await login(DEMO_LESSOR.phone);
    const o = getStore().db.offices.findFirst((q) =>
      q.where({ owner_id: 2, status: 'published', display_status: 'published' }),
    )!;
    const hide = await call('patch', `/user/offices/${o.id}/display-status`, {
      token,
      body: { display_status: 'not_published', hidden_until: day(5) },
    });
    expect(hide.status).toBe(200);
    expect(hide.body.data.hidden_until).toBe(day(5));
    expect((await call('get', `/public/offices/${o.id}`)).status).toBe(404);
    const row = getStore().db.offices.findFirst((q) => q.where({ id: o.id }))!;
    expect(isPublic(row, day(4))).toBe(false);
    expect(isPublic(row, day(5))).toBe(true);
    const show = await call('patch', `/user/offices/${o.id}/display-status`, {
      token,
      body: { display_status: 'published' },
    });
    expect(show.body.data.hidden_until).toBeUndefined();
    expect((await call('get', `/public/offices/${o.id}`)).status).toBe(200);
  });
});

describe('sending an invoice to its tenant', () => {
  it('records the message in the outbox and lists the delivery on the invoice', async () => {
    const { token } = await login(DEMO_LESSOR.phone);
    const inv = getStore().db.tenantInvoices.findFirst((q) => q.where({ lessor_id: 2 }))!;
    const sent = await call('post', `/user/electronic-invoices/${inv.id}/send`, {
      token,
      body: { channel: 'whatsapp' },
    });
    expect(sent.status).toBe(200);
    const tenant = getStore().db.users.findFirst((q) => q.where({ id: inv.tenant_id }))!;
    expect(sent.body.data.deliveries).toEqual([
      { channel: 'whatsapp', to: tenant.phone, sent_at: expect.any(String) },
    ]);
    const [message] = getStore().db.outbox.findMany((q) => q.where({ to_user_id: tenant.id }));
    expect(message).toMatchObject({
      channel: 'whatsapp',
      link: `/dashboard/contracts/invoice-tenant-details/${inv.id}`,
    });
    expect(message.body).toContain(sent.body.data.invoice_number);
  });
});

describe('editing an office in one language (issue 12, defect 2)', () => {
  it('keeps the other language: an Arabic edit leaves the English name and texts', async () => {
    const { token } = await login(DEMO_LESSOR.phone);
    const row = getStore().db.offices.findFirst((q) =>
      q.where({ owner_id: 2, status: 'published' }),
    )!;
    expect(row.name_en).not.toBe(row.name_ar);
    const english = { name: row.name_en, neighborhood: row.neighborhood_en, ad: row.ad_title_en };
    // The wizard loads the office in Arabic and saves it whole with a new Arabic name.
    const got = await call('get', `/user/offices/${row.id}`, { token, lang: 'ar' });
    const { id: _id, images: _i, main_image: _m, video: _v, ...all } = got.body.data;
    // A client that edits the request-language texts only (the pairs, when sent, win).
    const fields = Object.fromEntries(Object.entries(all).filter(([k]) => !/_(ar|en)$/.test(k)));
    const saved = await call('put', `/user/offices/${row.id}`, {
      token,
      lang: 'ar',
      body: { ...fields, name: 'مركز الأعمال الجديد', is_draft: false },
    });
    expect(saved.status).toBe(200);
    const en = await call('get', `/user/offices/${row.id}`, { token, lang: 'en' });
    expect(en.body.data.name).toBe(english.name);
    expect(en.body.data.neighborhood).toBe(english.neighborhood);
    expect(en.body.data.ad_title).toBe(english.ad);
    const ar = await call('get', `/user/offices/${row.id}`, { token, lang: 'ar' });
    expect(ar.body.data.name).toBe('مركز الأعمال الجديد');
  });

  it('gives a new office its text in both languages until one is translated', async () => {
    const { token } = await login(DEMO_LESSOR.phone);
    const draft = { is_draft: true, category: OFFICE_CATEGORIES[0], type: OFFICE_TYPES[0] };
    const made = await call('post', '/user/offices', {
      token,
      lang: 'ar',
      body: { ...draft, name: 'مساحة عمل الشروق' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id;
    const en = await call('get', `/user/offices/${id}`, { token, lang: 'en' });
    expect(en.body.data.name).toBe('مساحة عمل الشروق');
    // Translating it in English leaves the Arabic; a later Arabic edit leaves the English.
    const translated = await call('put', `/user/offices/${id}`, {
      token,
      lang: 'en',
      body: { ...draft, name: 'Sunrise workspace' },
    });
    const edited = await call('put', `/user/offices/${id}`, {
      token,
      lang: 'ar',
      body: { ...draft, name: 'مساحة الشروق' },
    });
    expect([translated.status, edited.status]).toEqual([200, 200]);
    const again = await call('get', `/user/offices/${id}`, { token, lang: 'en' });
    expect(again.body.data.name).toBe('Sunrise workspace');
    const ar = await call('get', `/user/offices/${id}`, { token, lang: 'ar' });
    expect(ar.body.data.name).toBe('مساحة الشروق');
  });
});
