// "Ejar data": a contract's fields as one JSON document in the section order of Ejar's
// unified lease (domain-notes "Contracts"), so a broker can register it without retyping:
// contract data → lessor → lessor's representative → tenant → tenant's representative →
// brokerage → ownership document → property → rental units → financial data → rent payment
// schedule → obligations of the parties. Every date carries its Hijri (Umm al-Qura) twin;
// every coded value its code and its name; amounts are SAR with 2 decimals, as Ejar shows.
import type { components } from '@/api/generated/apiback';
import { formatHijriDate } from '../format/dates';
import { fromHalalas, toHalalas } from '../money';
import type { ContractLabeler, ContractLabelGroup } from './labels';

type Contract = components['schemas']['Contract'];

/** A calendar date in both calendars (Hijri as Umm al-Qura, Latin digits). */
const both = (date: string | undefined, lang: string) =>
  date ? { gregorian: date, hijri: formatHijriDate(date, lang) } : null;

const sar = (v: number | undefined) => (v === undefined ? null : fromHalalas(toHalalas(v)));

export const EJAR_SECTIONS = [
  'contract_data',
  'lessor',
  'lessor_representative',
  'tenant',
  'tenant_representative',
  'brokerage',
  'ownership_document',
  'property',
  'rental_units',
  'financial_data',
  'rent_payment_schedule',
  'obligations',
] as const;

export type EjarDocument = { format: string; version: number } & Record<
  (typeof EJAR_SECTIONS)[number],
  unknown
>;

export function toEjarData(c: Contract, lang: string, label: ContractLabeler): EjarDocument {
  const coded = (group: ContractLabelGroup, code: string) => ({ code, name: label(group, code) });
  return {
    format: 'ejar-unified-lease',
    version: 1,
    contract_data: {
      type: coded('contractType', c.contract_type),
      number: c.number,
      signing_place: c.signing_city,
      signing_date: both(c.signing_date, lang),
      start_date: both(c.start_date, lang),
      end_date: both(c.end_date, lang),
    },
    lessor: {
      name: c.lessor_name,
      nationality: c.lessor_nationality,
      id_type: coded('idType', c.lessor_id_type),
      id_number: c.lessor_id_number,
      mobile: c.lessor_mobile,
      email: c.lessor_email ?? null,
      iban: c.lessor_iban ?? null,
    },
    lessor_representative: c.lessor_rep_name
      ? {
          name: c.lessor_rep_name,
          id_number: c.lessor_rep_id_number ?? null,
          mobile: c.lessor_rep_mobile ?? null,
        }
      : null,
    tenant: {
      kind: coded('tenantKind', c.tenant_kind),
      name: c.tenant_name,
      id_type: coded('idType', c.tenant_id_type),
      id_number: c.tenant_id_number,
      mobile: c.tenant_mobile,
      email: c.tenant_email ?? null,
    },
    tenant_representative: c.tenant_rep_name
      ? { name: c.tenant_rep_name, id_number: c.tenant_rep_id_number ?? null }
      : null,
    // The platform lists the space; it is not the broker of record.
    brokerage: null,
    ownership_document: {
      number: c.deed_number,
      issuer: c.deed_issuer,
      date: both(c.deed_date, lang),
      type: coded('deedType', c.deed_type),
    },
    property: {
      national_address: {
        city: c.property_city,
        district: c.property_district,
        street: c.property_street,
        building_number: c.property_building_number,
        postal_code: c.property_postal_code,
        additional_number: c.property_additional_number,
      },
      building_type: coded('buildingType', c.property_building_type),
      usage: coded('usage', c.property_usage),
    },
    rental_units: [
      {
        type: coded('unitType', c.unit_type),
        number: c.unit_number,
        floor: c.unit_floor,
        area_m2: c.unit_area,
        electricity_meter: c.unit_electricity_meter ?? null,
        water_meter: c.unit_water_meter ?? null,
      },
    ],
    financial_data: {
      annual_rent: sar(c.annual_rent),
      total_value: sar(c.total_value),
      deposit: sar(c.deposit),
      payment_cycle: coded('cycle', c.payment_cycle),
    },
    rent_payment_schedule: c.schedule.map((it) => ({
      number: it.index,
      due_date: both(it.due_date, lang),
      amount: sar(it.amount),
    })),
    obligations: {
      clauses: lang.startsWith('ar') ? c.clauses.ar : c.clauses.en,
      extra_terms: c.extra_terms ?? null,
    },
  };
}

/** The file name of the export: `CT-000054-ejar.json`. */
export const ejarFileName = (c: Pick<Contract, 'number'>) => `${c.number}-ejar.json`;
