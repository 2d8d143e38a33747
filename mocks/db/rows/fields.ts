// Column types shared by every row schema.
import { z } from 'zod';

export const id = z.number().int().positive();
/** ISO 8601 UTC (created_at and friends). */
export const isoDateTime = z.string();
/** YYYY-MM-DD. */
export const dateOnly = z.string();
/** SAR, 2 decimals (computed in halalas by src/domain). */
export const money = z.number();
