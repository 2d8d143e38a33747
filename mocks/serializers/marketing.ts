// The lessor's marketing requests.
import type { MarketingRequestRow } from '../db/schema';
import { compact, officeById, pick, type Lang, type S } from './common';

export function toMarketing(m: MarketingRequestRow, lang: Lang): S['MarketingRequest'] {
  const offices = m.office_ids.flatMap((id) => {
    const o = officeById(id);
    return o ? [{ id, name: pick(lang, o.name_ar, o.name_en) }] : [];
  });
  return compact({
    id: m.id,
    office_ids: m.office_ids,
    offices,
    status: m.status,
    package: m.package,
    goal: m.goal,
    channels: m.channels,
    start_date: m.start_date,
    end_date: m.end_date,
    budget: m.budget ?? undefined,
    notes: m.notes ?? undefined,
    status_note: m.status_note ?? undefined,
    created_at: m.created_at,
    updated_at: m.updated_at,
  }) as S['MarketingRequest'];
}
