// The unit the settings page edits (./unit-choice.ts): one rule for the page and its loader.
import { describe, expect, it } from 'vitest';
import { chosenUnit } from './unit-choice';

const units = [
  { id: 1, status: 'incomplete' as const },
  { id: 2, status: 'published' as const },
  { id: 3, status: 'closed' as const },
];

describe('chosenUnit', () => {
  it('is the unit in the address, among the bookable ones', () => {
    expect(chosenUnit(units, '3')).toEqual({ units: units.slice(1), unit: units[2] });
  });

  it('is the first bookable unit when the address names none, or an incomplete draft', () => {
    expect(chosenUnit(units, null).unit).toBe(units[1]);
    expect(chosenUnit(units, '1').unit).toBe(units[1]);
  });

  it('is none without a bookable unit', () => {
    expect(chosenUnit([units[0]!], null)).toEqual({ units: [], unit: undefined });
  });
});
