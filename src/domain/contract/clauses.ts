// A model's clauses with the contract's data in place of its placeholders (issue 13). The
// set of names is closed (schemas/contract-model.ts); this file gives each one its value,
// typed against that list, so a new placeholder without a value fails the type check.
// Dates come in both calendars where a clause asks for Hijri; money as SAR; codes as words
// in the clause's language. Missing optional data reads "—".
import type { components } from '@/api/generated/apiback';
import {
  CONTRACT_PLACEHOLDERS,
  PLACEHOLDER_PATTERN,
  isKnownPlaceholder,
  type ContractPlaceholder,
} from '@schemas/contract-model';
import { toHalalas } from '../money';
import { formatDate, formatHijriDate } from '../format/dates';
import { formatHalalas } from '../format/money';
import { toLocalSaudiMobile } from '@schemas/lib/phone';
import { formatTerm } from './duration';
import type { ContractLabeler } from './labels';
import { annualRent, paymentSchedule } from './schedule';

type ContractInput = components['schemas']['ContractInput'];
/** What the clauses read: the contract's data (and its number once it has one). */
export type ClauseData = ContractInput & { number?: string };

const EMPTY = '—';

const show = (v: unknown): string =>
  v === undefined || v === null || v === '' ? EMPTY : String(v);

const money = (sar: number | undefined, lang: string) =>
  sar === undefined || !Number.isFinite(sar) ? EMPTY : formatHalalas(toHalalas(sar), lang);

const mobile = (v: string | undefined) => (v ? toLocalSaudiMobile(v) : EMPTY);

/** The value of every placeholder for one contract in one language. */
export function placeholderValues(
  c: ClauseData,
  lang: string,
  label: ContractLabeler,
): Record<ContractPlaceholder, string> {
  // A form being typed may not have a total yet: the rent placeholders then read "—".
  const total = Number.isFinite(c.total_value) ? toHalalas(c.total_value) : undefined;
  const coded = (group: Parameters<ContractLabeler>[0], v: string | undefined) =>
    v ? label(group, v) : EMPTY;
  const rep = (name?: string, id?: string) => (name ? `${name}${id ? ` (${id})` : ''}` : EMPTY);
  return {
    'contract.number': show(c.number),
    'contract.type': coded('contractType', c.contract_type),
    'contract.signing_city': show(c.signing_city),
    'contract.signing_date': show(formatDate(c.signing_date)),
    'contract.start_date': show(formatDate(c.start_date)),
    'contract.start_date_hijri': show(formatHijriDate(c.start_date, lang)),
    'contract.end_date': show(formatDate(c.end_date)),
    'contract.end_date_hijri': show(formatHijriDate(c.end_date, lang)),
    'contract.duration': show(formatTerm(c.start_date, c.end_date, lang)),
    'lessor.name': show(c.lessor_name),
    'lessor.nationality': show(c.lessor_nationality),
    'lessor.id_type': coded('idType', c.lessor_id_type),
    'lessor.id_number': show(c.lessor_id_number),
    'lessor.mobile': mobile(c.lessor_mobile),
    'lessor.email': show(c.lessor_email),
    'lessor.iban': show(c.lessor_iban),
    'lessor.representative': rep(c.lessor_rep_name, c.lessor_rep_id_number),
    'tenant.name': show(c.tenant_name),
    'tenant.id_type': coded('idType', c.tenant_id_type),
    'tenant.id_number': show(c.tenant_id_number),
    'tenant.mobile': mobile(c.tenant_mobile),
    'tenant.email': show(c.tenant_email),
    'tenant.representative': rep(c.tenant_rep_name, c.tenant_rep_id_number),
    'deed.number': show(c.deed_number),
    'deed.issuer': show(c.deed_issuer),
    'deed.date': show(formatDate(c.deed_date)),
    'deed.type': coded('deedType', c.deed_type),
    'property.address':
      [
        c.property_building_number,
        c.property_street,
        c.property_district,
        c.property_city,
        c.property_postal_code,
        c.property_additional_number,
      ]
        .filter(Boolean)
        .join(lang.startsWith('ar') ? '، ' : ', ') || EMPTY,
    'property.city': show(c.property_city),
    'property.district': show(c.property_district),
    'property.building_type': coded('buildingType', c.property_building_type),
    'property.usage': coded('usage', c.property_usage),
    'unit.type': coded('unitType', c.unit_type),
    'unit.number': show(c.unit_number),
    'unit.floor': show(c.unit_floor),
    'unit.area': show(c.unit_area),
    'unit.electricity_meter': show(c.unit_electricity_meter),
    'unit.water_meter': show(c.unit_water_meter),
    'rent.total': money(c.total_value, lang),
    'rent.annual':
      total === undefined
        ? EMPTY
        : formatHalalas(annualRent(total, c.start_date, c.end_date), lang),
    'rent.deposit': money(c.deposit, lang),
    'rent.cycle': coded('cycle', c.payment_cycle),
    'rent.installments':
      total === undefined
        ? EMPTY
        : String(
            paymentSchedule({ start: c.start_date, end: c.end_date, cycle: c.payment_cycle, total })
              .length || EMPTY,
          ),
  };
}

/** One piece of a filled template: plain text, a filled value, or a name outside the set. */
export interface ClauseSegment {
  kind: 'text' | 'value' | 'unknown';
  text: string;
  /** The placeholder's name (value and unknown segments). */
  name?: string;
}

/** The template cut into text and filled placeholders (the preview highlights each kind). */
export function clauseSegments(
  template: string,
  values: Readonly<Record<ContractPlaceholder, string>>,
): ClauseSegment[] {
  const out: ClauseSegment[] = [];
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER_PATTERN)) {
    const at = m.index;
    if (at > last) out.push({ kind: 'text', text: template.slice(last, at) });
    const name = m[1];
    out.push(
      isKnownPlaceholder(name)
        ? { kind: 'value', text: values[name], name }
        : { kind: 'unknown', text: m[0], name },
    );
    last = at + m[0].length;
  }
  if (last < template.length) out.push({ kind: 'text', text: template.slice(last) });
  return out;
}

/** The template with every known placeholder replaced by its value. */
export function fillClauses(
  template: string,
  values: Readonly<Record<ContractPlaceholder, string>>,
): string {
  return clauseSegments(template, values)
    .map((s) => s.text)
    .join('');
}

export { CONTRACT_PLACEHOLDERS };
