// The contract form's values read for a live preview before they are valid: numbers typed
// in any digit script become numbers, anything not yet a number is left out. What the
// preview shows follows the same domain functions as the saved contract.
import { parseNumber } from '@schemas/lib/number';
import type { ClauseData } from '@/domain/contract';

const NUMERIC = ['unit_floor', 'unit_area', 'total_value', 'deposit', 'model_id'] as const;

export function previewData(values: Record<string, unknown>): ClauseData {
  const out: Record<string, unknown> = { ...values };
  for (const key of NUMERIC) {
    const raw = values[key];
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? parseNumber(raw) : '';
    out[key] = typeof n === 'number' && Number.isFinite(n) ? n : undefined;
  }
  // The form holds every field of the contract; fields not typed yet read as "—".
  return out as ClauseData;
}
