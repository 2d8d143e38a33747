// Contracts as the API answers them: the data the lessor wrote, plus what the platform
// computes with src/domain/contract (the payment schedule and what is paid against it, the
// annual rent, the model's clauses filled in both languages) and the recorded history.
import {
  annualRent,
  applyPayments,
  fillClauses,
  paymentSchedule,
  placeholderValues,
} from '@/domain/contract';
import { fromHalalas, toHalalas } from '@/domain/money';
import type { Side } from '@/lib/session';
import { getStore } from '../backend';
import type { ContractModelRow, ContractRow } from '../db/schema';
import { contractLabels, modelUse, today } from '../services/contracts';
import { compact, type Lang, type S } from './common';

/** SAR paid against the contract: the booking's payments, or what the lessor recorded. */
function paidOf(c: ContractRow): number {
  if (c.reservation_id === null) return c.manual_paid;
  const r = getStore().db.reservations.findFirst((q) => q.where({ id: c.reservation_id! }));
  return r?.paid_amount ?? 0;
}

/** The download operation of each side (the lessor's or the tenant's), for `base_contract.url`. */
export const baseContractUrl = (c: ContractRow, side: Side) =>
  `/apiBack/v1/${side === 'tenant' ? 'ordinaries' : 'user'}/contracts/${c.id}/base-contract`;

export function toContract(c: ContractRow, side: Side = 'lessor'): S['Contract'] {
  const d = c.data;
  const total = toHalalas(d.total_value);
  const paid = Math.min(toHalalas(paidOf(c)), total);
  const schedule = applyPayments(
    paymentSchedule({ start: d.start_date, end: d.end_date, cycle: d.payment_cycle, total }),
    paid,
    today(),
  );
  const clause = (template: string, lang: Lang) =>
    fillClauses(
      template,
      placeholderValues({ ...d, number: c.number }, lang, contractLabels(lang)),
    );
  return compact({
    ...d,
    reservation_id: c.reservation_id ?? undefined,
    id: c.id,
    number: c.number,
    source: c.source,
    status: c.status,
    model_name: c.model_name,
    annual_rent: fromHalalas(annualRent(total, d.start_date, d.end_date)),
    paid_amount: fromHalalas(paid),
    remaining_amount: fromHalalas(total - paid),
    schedule: schedule.map((it) => ({
      index: it.index,
      due_date: it.due_date,
      amount: fromHalalas(it.amount),
      paid_amount: fromHalalas(it.paid),
      status: it.status,
    })),
    history: c.history,
    clauses: { ar: clause(c.template_ar, 'ar'), en: clause(c.template_en, 'en') },
    verification_code: c.verification_code,
    base_contract: c.base_contract && { ...c.base_contract, url: baseContractUrl(c, side) },
    created_at: c.created_at,
    updated_at: c.updated_at,
  }) as S['Contract'];
}

export function toContractSummary(c: ContractRow): S['ContractSummary'] {
  const d = c.data;
  return compact({
    id: c.id,
    number: c.number,
    source: c.source,
    status: c.status,
    contract_type: d.contract_type,
    reservation_id: c.reservation_id ?? undefined,
    lessor_name: d.lessor_name,
    tenant_name: d.tenant_name,
    tenant_id_number: d.tenant_id_number,
    unit_number: d.unit_number,
    property_city: d.property_city,
    start_date: d.start_date,
    end_date: d.end_date,
    total_value: d.total_value,
    payment_cycle: d.payment_cycle,
    model_name: c.model_name,
    created_at: c.created_at,
  }) as S['ContractSummary'];
}

export const toContractRef = (c: ContractRow): S['ContractRef'] => ({
  id: c.id,
  number: c.number,
  status: c.status,
});

/** "محمد ق." / "Mohammed Q.": enough to recognise, not enough to profile. */
function shortName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${[...last.replace(/^ال/, '')][0]}.` : first;
}

export function toVerification(c: ContractRow): S['ContractVerification'] {
  const d = c.data;
  return {
    number: c.number,
    status: c.status,
    contract_type: d.contract_type,
    lessor_name: d.lessor_name,
    tenant_name: d.tenant_kind === 'company' ? d.tenant_name : shortName(d.tenant_name),
    property_city: d.property_city,
    unit_number: d.unit_number,
    start_date: d.start_date,
    end_date: d.end_date,
    issued_at: c.created_at,
  };
}

export function toContractModel(m: ContractModelRow, lessorId: number): S['ContractModel'] {
  return {
    id: m.id,
    name: m.name,
    type: m.type,
    body_ar: m.body_ar,
    body_en: m.body_en,
    owner: m.owner_id === null ? 'platform' : 'own',
    in_use: modelUse(m.id, lessorId),
    updated_at: m.updated_at,
  };
}
