import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesOf } from './test-helpers';
import {
  downPriceSchema,
  sharedWorkspaceUnitSchema,
  unitDraftSchema,
  unitSchema,
  unitServiceSchema,
} from './unit';

const validUnit = {
  name: 'مكتب تنفيذي',
  code: 'RYD-102',
  area: '48.5',
  width: 6,
  height: '٣٫٢',
  furnished: 'furnished',
  deposit_percent: 20,
  services: [
    { name_ar: 'تنظيف', name_en: 'Cleaning', price: '50', type: 'per_day', mandatory: true },
  ],
};

describe('unitSchema', () => {
  it('accepts a valid unit, parsing numbers typed in any digits', () => {
    const unit = unitSchema.parse(validUnit);
    expect(unit.area).toBe(48.5);
    expect(unit.height).toBe(3.2);
    expect(unit.services[0].price).toBe(50);
  });

  it('name: more than 4 and fewer than 30 characters', () => {
    expect(issuesOf(unitSchema, { ...validUnit, name: 'مكتب' }).name).toBe(
      'validation:unitNameLength',
    );
    expect(issuesOf(unitSchema, { ...validUnit, name: 'a'.repeat(30) }).name).toBe(
      'validation:unitNameLength',
    );
    expect(issuesOf(unitSchema, { ...validUnit, name: '' }).name).toBe('validation:required');
    expect(unitSchema.safeParse({ ...validUnit, name: 'مكتب ١' }).success).toBe(true);
    expect(unitSchema.safeParse({ ...validUnit, name: 'a'.repeat(29) }).success).toBe(true);
  });

  it.each([
    ['code', { code: 'AB1' }, 'validation:minLength4'],
    ['area', { area: '' }, 'validation:required'],
    ['area', { area: 'كبير' }, 'validation:realNumber'],
    ['area', { area: 0 }, 'validation:positiveNumber'],
    ['height', { height: undefined }, 'validation:required'],
    ['width', { width: '' }, 'validation:required'],
    ['furnished', { furnished: undefined }, 'validation:required'],
    ['deposit_percent', { deposit_percent: 0 }, 'validation:percentRange'],
    ['deposit_percent', { deposit_percent: '101' }, 'validation:percentRange'],
    [
      'services.0.name_en',
      { services: [{ ...validUnit.services[0], name_en: '' }] },
      'validation:required',
    ],
  ])('refuses a bad %s', (path, patch, message) => {
    expect(issuesOf(unitSchema, { ...validUnit, ...patch })[path]).toBe(message);
  });

  it('property: deposit percentage accepted exactly on 1..100', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (p) => {
        expect(downPriceSchema.safeParse({ deposit_percent: p }).success).toBe(p >= 1 && p <= 100);
      }),
    );
  });

  it('services need both names, a price, a type and the mandatory flag defaults to false', () => {
    const s = unitServiceSchema.parse({
      name_ar: 'قهوة',
      name_en: 'Coffee',
      price: 0,
      type: 'per_booking',
    });
    expect(s.mandatory).toBe(false);
    expect(
      unitServiceSchema.safeParse({
        name_ar: 'قهوة',
        name_en: 'Coffee',
        price: -1,
        type: 'per_booking',
      }).success,
    ).toBe(false);
  });

  it('shared workspaces must give a table/office count; drafts need only a name', () => {
    expect(issuesOf(sharedWorkspaceUnitSchema, validUnit).tables_count).toBe('validation:required');
    expect(sharedWorkspaceUnitSchema.safeParse({ ...validUnit, tables_count: '12' }).success).toBe(
      true,
    );
    expect(unitDraftSchema.safeParse({ name: 'مكتب تنفيذي' }).success).toBe(true);
  });
});
