// The lessor's marketing requests.
import type { MarketingRequestRow } from '../db/schema';
import { compact, officeById, pick, type Lang, type S } from './common';

export function toMarketing(m: MarketingRequestRow, lang: Lang): S['MarketingRequest'] {
  const o = officeById(m.office_id);
  return compact({
    id: m.id,
    office_id: m.office_id,
    office_name: o ? pick(lang, o.name_ar, o.name_en) : undefined,
    status: m.status,
    channels: m.channels,
    budget: m.budget ?? undefined,
    notes: m.notes ?? undefined,
    created_at: m.created_at,
  }) as S['MarketingRequest'];
}
