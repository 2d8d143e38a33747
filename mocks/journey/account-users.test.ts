// @vitest-environment node
// The users of a lessor account through the embedded backend: a phone lookup, the code sent
// to that phone, adding with a role; the member logs in and acts for the owner within its
// role (a forbidden tag is 403 on every method); the owner cannot be removed, nobody removes
// themself, and a removed member's session ends.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { DEMO_LESSOR } from '../demo-accounts';
import { call } from '../testing/api';
import { login } from './helpers';

serveEmbeddedBackend();

const NEW_PHONE = '0551112233';

async function addUser(token: string, phone: string, role: string) {
  const sent = await call('post', '/user/users/verify', { token, body: { phone } });
  expect(sent.status).toBe(200);
  return call('post', '/user/users', {
    token,
    body: { phone, code: '1234', first_name: 'ماجد', last_name: 'الحربي', role },
  });
}

describe('users of a lessor account', () => {
  it('adds a user by phone with a role, who then acts only within it', async () => {
    const owner = (await login(DEMO_LESSOR.phone)).token;
    const lookup = (phone: string) =>
      call('get', '/user/users/lookup', { token: owner, query: { phone } }).then(
        (r) => r.body.data,
      );
    expect(await lookup(NEW_PHONE)).toMatchObject({ found: false, status: 'available' });
    expect(await lookup('0500000001')).toEqual({
      found: true,
      status: 'taken',
      phone: '+966500000001',
    });

    const wrongCode = await call('post', '/user/users', {
      token: owner,
      body: { phone: NEW_PHONE, code: '9999', first_name: 'ماجد', last_name: 'الحربي', role: 'x' },
    });
    expect(wrongCode.status).toBe(422);
    const added = await addUser(owner, NEW_PHONE, 'reservations');
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({ role: 'reservations', phone: '+966551112233' });
    expect(await lookup(NEW_PHONE)).toMatchObject({ status: 'member', first_name: 'ماجد' });
    expect(
      (await call('post', '/user/users/verify', { token: owner, body: { phone: NEW_PHONE } })).body
        .errors,
    ).toEqual({
      phone: ['validation:memberExists'],
    });

    const list = (await call('get', '/user/users', { token: owner })).body.data.data;
    expect(list[0]).toMatchObject({ id: 2, role: 'owner' });
    expect(list.map((u: { phone: string }) => u.phone)).toContain('+966551112233');
    // Search by mobile number: the digits typed, local or international, spaces ignored.
    const found = async (phone: string, lang?: 'en') =>
      (await call('get', '/user/users', { token: owner, query: { phone }, lang })).body.data.data;
    for (const typed of ['0551 112', '966551112233', '١١١٢٢٣٣'])
      expect((await found(typed)).map((u: { phone: string }) => u.phone)).toEqual([
        '+966551112233',
      ]);
    expect(await found('0599999')).toEqual([]);
    expect((await found('0500000002', 'en'))[0]).toMatchObject({ role: 'owner' });
    expect((await found('0500000002', 'en'))[0].first_name).toMatch(/^[A-Za-z]/);

    // The member logs in and works for the owner's account within "reservations".
    const member = (await login(NEW_PHONE)).token;
    const profile = (await call('get', '/user/profile', { token: member })).body.data;
    expect(profile).toMatchObject({
      account_role: 'reservations',
      full_name: 'ماجد الحربي',
      company_name: 'شركة مساحات الأعمال المحدودة',
      verification_status: 'verified',
    });
    const orders = await call('get', '/user/reservations', { token: member });
    expect(orders.status).toBe(200);
    expect(orders.body.data.total).toBeGreaterThan(0);
    expect(
      (await call('get', '/user/calendar', { token: member, query: { month: '2026-12' } })).status,
    ).toBe(200);
    for (const [method, path] of [
      ['get', '/user/invoices'],
      ['get', '/user/transfers'],
      ['get', '/user/users'],
      ['put', '/user/units/1/prices'],
      ['post', '/user/offices'],
    ] as const) {
      const refused = await call(method, path, {
        token: member,
        body: method === 'get' ? undefined : {},
      });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toBe('Your role in this account does not allow that');
    }
    const ownerOnly = await call('put', '/user/profile', { token: member, body: {} });
    expect(ownerOnly.status).toBe(403);
    expect(ownerOnly.body.message).toBe('Only the account owner can do that');

    // Removing: never the owner, never oneself; the owner removes the member.
    const memberId = added.body.data.id;
    const manager = await addUser(owner, '0551112244', 'manager');
    const managerToken = (await login('0551112244')).token;
    expect((await call('delete', '/user/users/2', { token: managerToken })).body.message).toBe(
      'The account owner cannot be removed',
    );
    const self = await call('delete', `/user/users/${manager.body.data.id}`, {
      token: managerToken,
    });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot remove yourself');
    expect((await call('delete', '/user/users/1', { token: owner })).status).toBe(404);
    expect((await call('delete', `/user/users/${memberId}`, { token: owner })).status).toBe(200);
    expect((await call('get', '/user/reservations', { token: member })).status).toBe(401);
  });
});
