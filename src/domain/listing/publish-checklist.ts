// What an office needs before tenants may see it: a list of checks, each with its key (the
// contract's PublishCheck) and a rule over facts the backend and the screens both know.
// Publishing refuses until every check passes; the lessor's screen shows the same list,
// each unmet item linking to where it is fixed. Another rule is one more entry here (and
// one more value of the contract's PublishCheck key).
import type { components } from '@/api/generated/apiback';

export type PublishCheckKey = components['schemas']['PublishCheck']['key'];

/** What the checks read about an office. */
export interface PublishFacts {
  /** The wizard's fields are complete (the office is no longer an incomplete draft). */
  detailsComplete: boolean;
  /** The description (either language). */
  description: string;
  images: number;
  hasMainImage: boolean;
  /** The office's units (drafts included: they do not count). */
  units: ReadonlyArray<{ status: string; area: number; activePrices: number }>;
}

/** A description says something: at least this many characters. */
export const MIN_DESCRIPTION = 30;
const MIN_IMAGES = 4;

const bookable = (u: PublishFacts['units'][number]) => u.status !== 'incomplete' && u.area > 0;

export const PUBLISH_CHECKS: ReadonlyArray<{
  key: PublishCheckKey;
  ok: (f: PublishFacts) => boolean;
}> = [
  { key: 'details', ok: (f) => f.detailsComplete },
  { key: 'description', ok: (f) => f.description.trim().length >= MIN_DESCRIPTION },
  { key: 'images', ok: (f) => f.images >= MIN_IMAGES && f.hasMainImage },
  { key: 'units', ok: (f) => f.units.some(bookable) },
  { key: 'prices', ok: (f) => f.units.some((u) => bookable(u) && u.activePrices > 0) },
];

export function publishChecklist(facts: PublishFacts): { key: PublishCheckKey; ok: boolean }[] {
  return PUBLISH_CHECKS.map((c) => ({ key: c.key, ok: c.ok(facts) }));
}

export const canPublish = (facts: PublishFacts) => PUBLISH_CHECKS.every((c) => c.ok(facts));
