// @vitest-environment node
// The contract journey through the embedded backend, as the screens drive it: the lessor
// accepts a booking, reads what the booking gives its contract, completes and saves the
// draft, sends it; it can no longer be edited; the tenant accepts it and it is active,
// each step recorded with its time and actor, with a schedule that adds up to the total.
// Plus the rules on the way: one live contract per booking, a model in use cannot be
// deleted, a rejection needs a reason, the public verification of the printed code.
import '../testing/node-storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { toHalalas } from '@/domain/money';
import { getStore } from '../backend';
import { contractBody } from '../conformance/fixtures/contracts';
import { call, seedSessions } from '../testing/api';

serveEmbeddedBackend();

beforeEach(seedSessions);

const pendingOfDemoTenant = () =>
  getStore().db.reservations.findFirst((q) =>
    q.where({ lessor_id: 2, tenant_id: 1, status: 'pending' }),
  )!;

async function acceptedBooking() {
  const r = pendingOfDemoTenant();
  const accepted = await call('post', `/user/reservations/${r.id}/accept`, { as: 'lessor' });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return r.id;
}

/** The prefill completed as the lessor would in the wizard. */
async function draftFor(reservationId: number) {
  const prefill = await call('get', `/user/reservations/${reservationId}/contract-prefill`, {
    as: 'lessor',
  });
  expect(prefill.status).toBe(200);
  return { ...contractBody(), ...prefill.body.data };
}

describe('contract journey', () => {
  it('booking → prefilled draft → sent (locked) → accepted by the tenant → active', async () => {
    const id = await acceptedBooking();
    const body = await draftFor(id);
    const r = getStore().db.reservations.findFirst((q) => q.where({ id }))!;
    expect(body).toMatchObject({
      reservation_id: id,
      start_date: r.start_at.slice(0, 10),
      total_value: r.total_amount,
      tenant_id_number: '1000000008',
      tenant_mobile: '+966500000001',
    });

    const created = await call('post', '/user/contracts', { as: 'lessor', body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const c = created.body.data;
    expect(c).toMatchObject({ status: 'draft', source: 'reservation', reservation_id: id });
    expect(c.clauses.ar).toContain('محمد القحطاني');
    expect(c.clauses.en).not.toMatch(/\{\{/);

    // One live contract per booking.
    const twice = await call('post', '/user/contracts', { as: 'lessor', body });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.reservation_id).toEqual(['validation:reservationHasContract']);

    // The booking shows its contract (the tenant's booking detail links to it).
    const booking = await call('get', `/ordinaries/reservations/${id}`, { as: 'tenant' });
    expect(booking.body.data.contract).toEqual({ id: c.id, number: c.number, status: 'draft' });

    // A draft is the lessor's alone.
    expect((await call('get', `/ordinaries/contracts/${c.id}`, { as: 'tenant' })).status).toBe(404);

    const sent = await call('post', `/user/contracts/${c.id}/send`, { as: 'lessor' });
    expect(sent.body.data.status).toBe('sent');
    const edit = await call('put', `/user/contracts/${c.id}`, { as: 'lessor', body });
    expect(edit.status).toBe(422);
    expect(edit.body.errors.status).toEqual(['validation:contractNotEditable']);
    expect(
      getStore().db.notifications.findFirst((q) => q.where({ user_id: 1, type: 'contract' })),
    ).toBeTruthy();

    const mine = await call('get', '/ordinaries/contracts', {
      as: 'tenant',
      query: { status: 'sent' },
    });
    expect(mine.body.data.data.map((x: { id: number }) => x.id)).toContain(c.id);

    const accepted = await call('post', `/ordinaries/contracts/${c.id}/accept`, { as: 'tenant' });
    expect(accepted.status).toBe(200);
    const active = accepted.body.data;
    expect(active.status).toBe('active');
    expect(
      active.history.map((e: { status: string; actor: string }) => [e.status, e.actor]),
    ).toEqual([
      ['draft', 'lessor'],
      ['sent', 'lessor'],
      ['accepted', 'tenant'],
      ['active', 'system'],
    ]);
    for (const e of active.history) expect(Date.parse(e.at)).not.toBeNaN();

    // The schedule adds up to the total, in halalas, and shows what the booking paid.
    const total = active.schedule.reduce(
      (a: number, i: { amount: number }) => a + toHalalas(i.amount),
      0,
    );
    expect(total).toBe(toHalalas(active.total_value));
    expect(active.paid_amount).toBe(r.paid_amount);

    // The lessor sees the same, and cannot accept for the tenant.
    const lessorView = await call('get', `/user/contracts/${c.id}`, { as: 'lessor' });
    expect(lessorView.body.data.status).toBe('active');
    const again = await call('post', `/ordinaries/contracts/${c.id}/accept`, { as: 'tenant' });
    expect(again.body.errors.status).toEqual(['validation:contractStatusMove']);

    // Anyone holding the printed contract can check it; the tenant's name is shortened.
    const verified = await call('get', `/public/contracts/verify/${active.verification_code}`);
    expect(verified.body.data).toMatchObject({
      number: c.number,
      status: 'active',
      tenant_name: 'محمد ق.',
    });
  });

  it('a model used by a live contract cannot be deleted; a platform model cannot be edited', async () => {
    const body = await draftFor(await acceptedBooking());
    const model = await call('post', '/user/contract-models', {
      as: 'lessor',
      body: {
        name: 'نموذج للحذف',
        type: 'commercial',
        body_ar: 'يلتزم المستأجر {{tenant.name}} بالمحافظة على الوحدة {{unit.number}}.',
        body_en: 'The tenant {{tenant.name}} shall keep unit {{unit.number}} in good order.',
      },
    });
    const modelId = model.body.data.id;
    await call('post', '/user/contracts', { as: 'lessor', body: { ...body, model_id: modelId } });
    const listed = await call('get', '/user/contract-models', {
      as: 'lessor',
      query: { per_page: 50 },
    });
    const row = listed.body.data.data.find((m: { id: number }) => m.id === modelId);
    expect(row).toMatchObject({ owner: 'own', in_use: 1 });
    expect(listed.body.data.data[0].owner).toBe('own');

    const refused = await call('delete', `/user/contract-models/${modelId}`, { as: 'lessor' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.model).toEqual(['validation:modelInUse']);

    const platform = await call('put', '/user/contract-models/1', {
      as: 'lessor',
      body: { ...model.body.data, name: 'تعديل' },
    });
    expect(platform.body.errors.model).toEqual(['validation:modelReadOnly']);
    const copy = await call('post', '/user/contract-models/1/duplicate', {
      as: 'lessor',
      lang: 'en',
    });
    expect(copy.body.data).toMatchObject({ owner: 'own', in_use: 0 });
    expect(copy.body.data.name).toMatch(/\(copy\)$/);
    expect(
      (await call('delete', `/user/contract-models/${copy.body.data.id}`, { as: 'lessor' })).status,
    ).toBe(200);
  });

  it('a rejection needs a reason and is recorded with it; a cancellation too', async () => {
    const c = (
      await call('post', '/user/contracts', {
        as: 'lessor',
        body: await draftFor(await acceptedBooking()),
      })
    ).body.data;
    await call('post', `/user/contracts/${c.id}/send`, { as: 'lessor' });
    const bare = await call('post', `/ordinaries/contracts/${c.id}/reject`, {
      as: 'tenant',
      body: { reason: 'لا' },
    });
    expect(bare.body.errors.reason).toEqual(['validation:contractReasonLength']);
    const rejected = await call('post', `/ordinaries/contracts/${c.id}/reject`, {
      as: 'tenant',
      body: { reason: 'المبلغ أعلى من المتفق عليه' },
    });
    expect(rejected.body.data.status).toBe('rejected');
    expect(rejected.body.data.history.at(-1)).toMatchObject({
      status: 'rejected',
      actor: 'tenant',
      reason: 'المبلغ أعلى من المتفق عليه',
    });
    // Rejected is final, and frees the booking for a new contract.
    const cancel = await call('post', `/user/contracts/${c.id}/cancel`, {
      as: 'lessor',
      body: { reason: 'انتهى' },
    });
    expect(cancel.status).toBe(422);
    const next = await call('post', '/user/contracts', {
      as: 'lessor',
      body: await draftFor(c.reservation_id),
    });
    expect(next.status).toBe(201);
  });

  it('custom contracts: listed apart, found by tenant, paid outside the platform', async () => {
    const created = await call('post', '/user/contracts', { as: 'lessor', body: contractBody() });
    expect(created.body.data.source).toBe('custom');
    const list = await call('get', '/user/contracts', {
      as: 'lessor',
      query: { source: 'custom', tenant: 'القحطاني' },
    });
    expect(list.body.data.data.every((x: { source: string }) => x.source === 'custom')).toBe(true);
    expect(list.body.data.data.map((x: { id: number }) => x.id)).toContain(created.body.data.id);

    const active = getStore().db.contracts.findFirst((q) =>
      q.where({ source: 'custom', status: 'active' }),
    )!;
    const before = (await call('get', `/user/contracts/${active.id}`, { as: 'lessor' })).body.data;
    const tooMuch = await call('post', `/user/contracts/${active.id}/payments`, {
      as: 'lessor',
      body: { amount: before.remaining_amount + 1, paid_on: '2026-11-01' },
    });
    expect(tooMuch.body.errors.amount).toEqual(['validation:paymentAboveRemaining']);
    const paid = await call('post', `/user/contracts/${active.id}/payments`, {
      as: 'lessor',
      body: { amount: 1000.5, paid_on: '2026-11-01' },
    });
    expect(paid.body.data.paid_amount).toBe(before.paid_amount + 1000.5);
  });
});
