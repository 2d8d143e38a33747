import { describe, expect, it } from 'vitest';
import { CONTRACT_PLACEHOLDERS } from '@schemas/contract-model';
import { clauseSegments, fillClauses, placeholderValues } from './clauses';
import { formatTerm } from './duration';
import { EJAR_SECTIONS, toEjarData } from './ejar-export';
import type { ContractLabeler } from './labels';
import { SAMPLE_CONTRACT } from './sample';
import type { components } from '@/api/generated/apiback';

const label: ContractLabeler = (group, value) => `<${group}:${value}>`;

describe('clauses', () => {
  it('every known placeholder has a value for a complete contract', () => {
    for (const lang of ['ar', 'en']) {
      const values = placeholderValues(SAMPLE_CONTRACT, lang, label);
      expect(Object.keys(values).sort()).toEqual([...CONTRACT_PLACEHOLDERS].sort());
      for (const name of CONTRACT_PLACEHOLDERS) expect(values[name], name).not.toBe('');
    }
  });

  it('fills names, dates in both calendars, money, mobiles and coded values', () => {
    const v = placeholderValues(SAMPLE_CONTRACT, 'en', label);
    const text = fillClauses(
      'The tenant {{tenant.name}} ({{ tenant.mobile }}) rents unit {{unit.number}} from {{contract.start_date}} ({{contract.start_date_hijri}}) for {{contract.duration}}, {{rent.total}} paid {{rent.cycle}} in {{rent.installments}} installments.',
      v,
    );
    expect(text).toBe(
      `The tenant محمد القحطاني (0500000001) rents unit 102 from 2027-01-01 (${v['contract.start_date_hijri']}) for 1 year, ${v['rent.total']} paid <cycle:quarterly> in 4 installments.`,
    );
    expect(v['contract.start_date_hijri']).toMatch(/1448 AH/);
    expect(v['rent.total']).toMatch(/60,000\.00/);
  });

  it('an empty optional value reads as a dash', () => {
    const v = placeholderValues({ ...SAMPLE_CONTRACT, tenant_email: undefined }, 'ar', label);
    expect(v['tenant.email']).toBe('—');
  });

  it('segments mark filled values and names outside the set', () => {
    const v = placeholderValues(SAMPLE_CONTRACT, 'ar', label);
    expect(clauseSegments('المستأجر {{tenant.name}} {{tenant.shoe_size}}.', v)).toEqual([
      { kind: 'text', text: 'المستأجر ' },
      { kind: 'value', text: 'محمد القحطاني', name: 'tenant.name' },
      { kind: 'text', text: ' ' },
      { kind: 'unknown', text: '{{tenant.shoe_size}}', name: 'tenant.shoe_size' },
      { kind: 'text', text: '.' },
    ]);
  });
});

describe('term in words', () => {
  it('Arabic counted nouns and English plurals', () => {
    expect(formatTerm('2027-01-01', '2027-12-31', 'ar')).toBe('سنة');
    expect(formatTerm('2027-01-01', '2029-03-03', 'ar')).toBe('سنتان وشهران و3 أيام');
    expect(formatTerm('2027-01-01', '2038-01-11', 'ar')).toBe('11 سنة و11 يوماً');
    expect(formatTerm('2027-01-01', '2028-03-03', 'en')).toBe('1 year, 2 months and 3 days');
    expect(formatTerm('2027-01-01', '2027-01-01', 'en')).toBe('1 day');
  });
});

describe('Ejar data export', () => {
  const contract: components['schemas']['Contract'] = {
    ...SAMPLE_CONTRACT,
    id: 1,
    number: 'CT-000123',
    source: 'custom',
    status: 'active',
    model_name: 'عقد إيجار مكتب تجاري',
    annual_rent: 60000,
    paid_amount: 0,
    remaining_amount: 60000,
    schedule: [
      { index: 1, due_date: '2027-01-01', amount: 15000, paid_amount: 0, status: 'upcoming' },
    ],
    history: [],
    clauses: { ar: 'البنود', en: 'Clauses' },
    verification_code: 'K7Q2M9X4T1B8',
    created_at: '2026-12-01T09:00:00Z',
    updated_at: '2026-12-01T09:00:00Z',
  };

  it("keeps the sections in the order of Ejar's unified lease", () => {
    const doc = toEjarData(contract, 'ar', label);
    expect(Object.keys(doc)).toEqual(['format', 'version', ...EJAR_SECTIONS]);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('gives every date in both calendars and every code with its name', () => {
    const doc = toEjarData(contract, 'ar', label) as unknown as {
      contract_data: { start_date: { gregorian: string; hijri: string }; type: unknown };
      rent_payment_schedule: Array<{ due_date: { hijri: string } }>;
    };
    expect(doc.contract_data.start_date.gregorian).toBe('2027-01-01');
    expect(doc.contract_data.start_date.hijri).toMatch(/1448/);
    expect(doc.contract_data.type).toEqual({
      code: 'commercial',
      name: '<contractType:commercial>',
    });
    expect(doc.rent_payment_schedule[0].due_date.hijri).toMatch(/هـ/);
  });
});
