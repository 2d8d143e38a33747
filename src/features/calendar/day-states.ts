// How each day state of the contract looks: a background, a text colour and a pattern, so
// the state never depends on colour alone (blocked days are hatched, part-booked ones
// half-filled) — and the legend shows the same swatches.
import { calendarDayStateValues } from '@/api/generated/apiback';
import type { DayState } from '@/domain';

export const DAY_STATES: readonly DayState[] = calendarDayStateValues;

export const DAY_STYLE: Record<DayState, { bg: string; color: string; pattern?: string }> = {
  available: { bg: 'bg', color: 'fg' },
  reserved: { bg: 'brand.700', color: 'white' },
  partially_booked: {
    bg: 'brand.50',
    color: 'fg',
    pattern: 'linear-gradient(135deg, var(--chakra-colors-brand-200) 50%, transparent 50%)',
  },
  hourly_booked: { bg: 'blue.50', color: 'fg' },
  unavailable: {
    bg: 'gray.100',
    color: 'fg',
    pattern:
      'repeating-linear-gradient(45deg, var(--chakra-colors-gray-300) 0 2px, transparent 2px 8px)',
  },
};
