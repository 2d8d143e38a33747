import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { accountRoleValues, memberRoleValues } from '@/api/generated/apiback';
import {
  canRemoveUser,
  OPERATION_TAGS,
  OWNER_ONLY_WRITES,
  ROLE_AREAS,
  roleAllows,
} from './account-roles';

const contract = parse(readFileSync(resolve('openapi/apiback.yaml'), 'utf8')) as {
  tags: { name: string }[];
  paths: Record<string, Record<string, { tags?: string[] }>>;
};

const tag = fc.constantFrom(...OPERATION_TAGS);
const method = fc.constantFrom('get', 'post', 'put', 'patch', 'delete');

describe('account roles', () => {
  it('knows exactly the contract tags, and every role names only those', () => {
    expect([...OPERATION_TAGS].sort()).toEqual(contract.tags.map((t) => t.name).sort());
    for (const areas of Object.values(ROLE_AREAS))
      if (areas !== 'all')
        for (const t of Object.keys(areas)) expect(OPERATION_TAGS).toContain(t as never);
    expect(Object.keys(ROLE_AREAS).sort()).toEqual([...memberRoleValues].sort());
    expect(accountRoleValues).toEqual(['owner', ...memberRoleValues]);
  });

  it('leaves the owner (and a caller without a role) unlimited', () => {
    fc.assert(
      fc.property(tag, method, (t, m) => {
        expect(roleAllows('owner', t, m)).toBe(true);
        expect(roleAllows(null, t, m)).toBe(true);
      }),
    );
  });

  it('gives a manager everything but writing the owner’s identity', () => {
    fc.assert(
      fc.property(tag, method, (t, m) => {
        const ownerOnly = m !== 'get' && OWNER_ONLY_WRITES.includes(t);
        expect(roleAllows('manager', t, m)).toBe(!ownerOnly);
      }),
    );
  });

  it('limits reservations to orders and calendar, finance to the money', () => {
    expect(roleAllows('reservations', 'reservations', 'post')).toBe(true);
    expect(roleAllows('reservations', 'calendar', 'get')).toBe(true);
    expect(roleAllows('reservations', 'offices', 'get')).toBe(true);
    expect(roleAllows('reservations', 'offices', 'post')).toBe(false);
    expect(roleAllows('reservations', 'billing', 'get')).toBe(false);
    expect(roleAllows('reservations', 'users', 'get')).toBe(false);
    expect(roleAllows('finance', 'billing', 'get')).toBe(true);
    expect(roleAllows('finance', 'transfers', 'get')).toBe(true);
    expect(roleAllows('finance', 'payments', 'post')).toBe(true);
    expect(roleAllows('finance', 'reservations', 'get')).toBe(false);
    expect(roleAllows('finance', 'prices', 'put')).toBe(false);
    expect(roleAllows('finance', 'profile', 'put')).toBe(false);
  });

  it('lets every member read what the session and the dashboard home need, never write more', () => {
    fc.assert(
      fc.property(fc.constantFrom(...memberRoleValues), tag, method, (role, t, m) => {
        if (roleAllows(role, t, m) && m !== 'get') expect(roleAllows(role, t, 'get')).toBe(true);
        if (m === 'get' && (t === 'profile' || t === 'reports'))
          expect(roleAllows(role, t, m)).toBe(true);
      }),
    );
  });

  it('refuses an unknown tag to every role but manager', () => {
    expect(roleAllows('reservations', 'new-area', 'get')).toBe(false);
    expect(roleAllows('finance', 'new-area', 'get')).toBe(false);
    expect(roleAllows('manager', 'new-area', 'post')).toBe(true);
  });

  it('never removes the owner, nor lets a user remove themself', () => {
    expect(canRemoveUser({ id: 2, role: 'owner' }, 40)).toBe(false);
    expect(canRemoveUser({ id: 40, role: 'manager' }, 40)).toBe(false);
    expect(canRemoveUser({ id: 41, role: 'finance' }, 40)).toBe(true);
  });

  it('covers every lessor operation of the contract through its first tag', () => {
    for (const ops of Object.values(contract.paths))
      for (const op of Object.values(ops))
        if (op && typeof op === 'object' && op.tags)
          expect(OPERATION_TAGS).toContain(op.tags[0] as never);
  });
});
