import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { conflictingSlots, type ReservedSlot } from './booking-period';

const slots: ReservedSlot[] = [
  { start: '2026-12-01T00:00:00', end: '2026-12-03T00:00:00' },
  { start: '2026-12-05T10:00:00', end: '2026-12-05T12:00:00' },
  { start: 'not a date', end: 'not a date' },
];
const range = (start: string, end: string) => ({ start: dayjs(start), end: dayjs(end) });

describe('conflictingSlots', () => {
  it('finds the same collisions in a frozen (shared) list as in any other', () => {
    const frozen = Object.freeze([...slots]);
    for (const [start, end] of [
      ['2026-12-02', '2026-12-04'],
      ['2026-12-03', '2026-12-05'],
      ['2026-12-05T11:00:00', '2026-12-05T13:00:00'],
      ['2026-11-01', '2027-01-01'],
    ] as const) {
      const plain = conflictingSlots(range(start, end), slots);
      expect(conflictingSlots(range(start, end), frozen)).toEqual(plain);
      // Asked again: the remembered instants give the same answer.
      expect(conflictingSlots(range(start, end), frozen)).toEqual(plain);
    }
    expect(conflictingSlots(range('2026-12-03', '2026-12-05'), frozen)).toEqual([]);
    expect(conflictingSlots(range('2026-11-01', '2027-01-01'), frozen)).toHaveLength(2);
  });
});
