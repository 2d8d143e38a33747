// Rent contracts of bookings (and their printable form), contract models and the
// lessor's free-form custom contracts.
import { getStore } from '../backend';
import type { ContractModelRow, ContractRow, CustomContractRow } from '../db/schema';
import {
  cityName,
  compact,
  nameOf,
  officeById,
  pick,
  unitById,
  userById,
  type Lang,
  type S,
} from './common';
import { unitRef } from './unit';

const modelOf = (c: ContractRow) =>
  getStore().db.contractModels.findFirst((q) => q.where({ id: c.model_id }));

export function toContract(c: ContractRow, lang: Lang): S['Contract'] {
  return compact({
    id: c.id,
    number: c.number,
    status: c.status,
    lessor: { id_number: c.lessor_identity, name: c.lessor_name },
    tenant: { id_number: c.tenant_identity, name: c.tenant_name },
    ownership_document_number: c.ownership_document_number,
    model_id: c.model_id,
    model_name: modelOf(c)?.name ?? '',
    base_contract: c.base_contract ?? undefined,
    reservation_id: c.reservation_id,
    unit: unitRef(unitById(c.unit_id), lang),
    start_date: c.start_date,
    end_date: c.end_date,
    rent_amount: c.rent_amount,
    payment_cycle: c.payment_cycle,
    created_at: c.created_at,
  }) as S['Contract'];
}

export function toPrintable(c: ContractRow, lang: Lang): S['PrintableContract'] {
  const model = modelOf(c);
  const u = unitById(c.unit_id);
  const o = u ? officeById(u.office_id) : undefined;
  const lessor = userById(c.lessor_id);
  const fill: Record<string, string> = {
    lessor_name: c.lessor_name,
    lessor_id: c.lessor_identity,
    tenant_name: c.tenant_name,
    tenant_id: c.tenant_identity,
    unit_name: nameOf(u, lang),
    start_date: c.start_date,
    end_date: c.end_date,
    rent_amount: String(c.rent_amount),
  };
  const body = (model?.body ?? '').replace(/\{\{(\w+)\}\}/g, (_, k: string) => fill[k] ?? '');
  return compact({
    contract: toContract(c, lang),
    body: c.extra_terms ? `${body}\n${c.extra_terms}` : body,
    office_name: nameOf(o, lang),
    office_address: o
      ? `${cityName(o.city_id, lang)} - ${pick(lang, o.neighborhood_ar, o.neighborhood_en)} - ${pick(lang, o.street_ar, o.street_en)}`
      : undefined,
    logo: lessor?.logo ?? 'uploads/logos/1/sitelogo.png',
  }) as S['PrintableContract'];
}

export function toContractModel(m: ContractModelRow): S['ContractModel'] {
  return { id: m.id, name: m.name, type: m.type, body: m.body, updated_at: m.updated_at };
}

export function toCustomContract(c: CustomContractRow): S['CustomContract'] {
  return compact({
    id: c.id,
    title: c.title,
    lessor: { id_number: c.lessor_identity, name: c.lessor_name },
    tenant: { id_number: c.tenant_identity, name: c.tenant_name },
    office_details: c.office_details,
    body: c.body,
    start_date: c.start_date ?? undefined,
    end_date: c.end_date ?? undefined,
    rent_amount: c.rent_amount ?? undefined,
    created_at: c.created_at,
  }) as S['CustomContract'];
}
