// What a ticket can be about: the account's bookings (a tenant's bookings, a lessor's
// orders) and, for a lessor, its offices. Options as `r:<id>` / `o:<id>` with a label.
import { useQuery } from '@tanstack/react-query';
import { $api } from '@/api/query';
import { sideQuery, type Side } from '@/api/two-sided';

export interface SubjectOption {
  value: string;
  label: string;
}

export function useSubjects(side: Side): SubjectOption[] {
  const query = { params: { query: { per_page: 50 } } };
  const bookings = useQuery(sideQuery(side, '/reservations', query));
  const offices = $api.useQuery('get', '/apiBack/v1/user/offices', query, {
    enabled: side === 'lessor',
  });
  const out: SubjectOption[] = (bookings.data?.data.data ?? []).map((r) => ({
    value: `r:${r.id}`,
    label: `#${r.id} · ${r.unit?.name ?? r.office?.name ?? ''} · ${r.start_date}`,
  }));
  for (const o of offices.data?.data.data ?? [])
    out.push({ value: `o:${o.id}`, label: o.name ?? `#${o.id}` });
  return out;
}

/** The form's ids from a chosen option. */
export function subjectIds(value: string): { reservation_id?: number; office_id?: number } {
  const [kind, id] = value.split(':');
  const n = Number(id);
  if (!(n > 0)) return {};
  return kind === 'r' ? { reservation_id: n } : kind === 'o' ? { office_id: n } : {};
}
