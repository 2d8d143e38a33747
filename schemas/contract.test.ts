import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractInputSchema, contractReasonSchema, latestContractEnd } from './contract';
import { SAMPLE_CONTRACT_INPUT } from './contract-sample';
import { addDays } from './lib/calendar-date';
import { issuesOf } from './test-helpers';

/** The sample contract as the wizard holds it (numbers typed as text, a local mobile). */
const valid = {
  ...SAMPLE_CONTRACT_INPUT,
  lessor_mobile: '0500000002',
  unit_floor: '1',
  unit_area: '48',
  total_value: '60000',
  deposit: '5000',
};

describe('contract input', () => {
  it('accepts a complete contract and sends numbers, E.164 mobiles and no empty optionals', () => {
    const r = contractInputSchema.safeParse({ ...valid, tenant_email: '', lessor_rep_mobile: '' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      lessor_mobile: '+966500000002',
      unit_floor: 1,
      total_value: 60000,
      deposit: 5000,
    });
    // Absent, so JSON leaves them out (an empty string would fail the contract's patterns).
    expect(r.data?.tenant_email).toBeUndefined();
    expect(r.data?.lessor_rep_mobile).toBeUndefined();
  });

  it('reads IDs, amounts and codes typed in Arabic-Indic digits', () => {
    const r = contractInputSchema.safeParse({
      ...valid,
      tenant_id_number: '١٠٢٣٤٥٦٧٨١',
      total_value: '٦٠٠٠٠',
      property_postal_code: '١٢٢١٤',
    });
    expect(r.success).toBe(true);
    expect(r.data?.tenant_id_number).toBe('1023456781');
  });

  it('checks each ID by its type', () => {
    expect(issuesOf(contractInputSchema, { ...valid, tenant_id_number: '2045678915' })).toEqual({
      tenant_id_number: 'validation:nationalId',
    });
    expect(
      issuesOf(contractInputSchema, { ...valid, tenant_id_type: 'residence' }).tenant_id_number,
    ).toBe('validation:residenceNumber');
    expect(issuesOf(contractInputSchema, { ...valid, tenant_id_number: '1010101016' })).toEqual({
      tenant_id_number: 'validation:nationalId',
    });
    expect(issuesOf(contractInputSchema, { ...valid, lessor_id_number: '70012345' })).toEqual({
      lessor_id_number: 'validation:contractIdNumber',
    });
    // A commercial register is any 10 digits.
    expect(issuesOf(contractInputSchema, { ...valid, lessor_id_number: '7001234567' })).toEqual({});
  });

  it('a company tenant is identified by its register and names its representative', () => {
    const company = { ...valid, tenant_kind: 'company', tenant_name: 'شركة الأفق للتقنية' };
    expect(issuesOf(contractInputSchema, company)).toEqual({
      tenant_id_type: 'validation:companyNeedsRegister',
      tenant_rep_name: 'validation:required',
      tenant_rep_id_number: 'validation:required',
    });
    expect(
      issuesOf(contractInputSchema, {
        ...company,
        tenant_id_type: 'commercial_register',
        tenant_id_number: '7001234567',
        tenant_rep_name: 'خالد الغامدي',
        tenant_rep_id_number: '1000000008',
      }),
    ).toEqual({});
    expect(
      issuesOf(contractInputSchema, { ...valid, tenant_id_type: 'commercial_register' })
        .tenant_id_type,
    ).toBe('validation:individualNeedsId');
  });

  it('a representative needs both a name and a personal ID', () => {
    const noRep = { ...valid, lessor_rep_name: undefined, lessor_rep_id_number: undefined };
    expect(issuesOf(contractInputSchema, noRep)).toEqual({});
    expect(issuesOf(contractInputSchema, { ...noRep, lessor_rep_name: 'نورة العتيبي' })).toEqual({
      lessor_rep_id_number: 'validation:required',
    });
    expect(
      issuesOf(contractInputSchema, { ...valid, lessor_rep_id_number: '7001234567' })
        .lessor_rep_id_number,
    ).toBe('validation:personId');
  });

  it('IBAN where present; deposit at most the total', () => {
    expect(
      issuesOf(contractInputSchema, { ...valid, lessor_iban: 'SA0380000000608010167518' }),
    ).toEqual({
      // Shaped like an IBAN, but its mod-97 check fails.
      lessor_iban: 'validation:ibanChecksum',
    });
    expect(issuesOf(contractInputSchema, { ...valid, lessor_iban: '' })).toEqual({});
    expect(issuesOf(contractInputSchema, { ...valid, deposit: '60000.01' })).toEqual({
      deposit: 'validation:depositAboveTotal',
    });
  });

  it('national address parts, meters and the deed have their own digit rules', () => {
    expect(
      issuesOf(contractInputSchema, {
        ...valid,
        property_building_number: '723',
        property_postal_code: '1221',
        property_additional_number: 'abcd',
        unit_water_meter: '12',
        deed_number: '12345',
        unit_floor: '2.5',
      }),
    ).toEqual({
      property_building_number: 'validation:buildingNumber',
      property_postal_code: 'validation:postalCode',
      property_additional_number: 'validation:additionalNumber',
      unit_water_meter: 'validation:meterNumber',
      deed_number: 'validation:deedNumber',
      unit_floor: 'validation:wholeNumber',
    });
  });

  it('cross-field rules show even while other steps are still empty', () => {
    const issues = issuesOf(contractInputSchema, {
      start_date: '2027-02-01',
      end_date: '2027-01-01',
      total_value: '100',
      deposit: '200',
    });
    expect(issues.end_date).toBe('validation:contractEndBeforeStart');
    expect(issues.deposit).toBe('validation:depositAboveTotal');
    expect(issues.lessor_name).toBe('validation:required');
  });

  it('property: a term of 1 day to 30 years passes, a day longer does not', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2060-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 10_956 }),
        (d, days) => {
          const start = d.toISOString().slice(0, 10);
          const last = latestContractEnd(start);
          const end = days <= 10_950 ? addDays(start, days) : last;
          expect(
            issuesOf(contractInputSchema, { ...valid, start_date: start, end_date: end }),
          ).toEqual({});
          expect(
            issuesOf(contractInputSchema, {
              ...valid,
              start_date: start,
              end_date: addDays(last, 1),
            }).end_date,
          ).toBe('validation:contractTermMax');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a reason is 3 to 500 characters', () => {
    expect(issuesOf(contractReasonSchema, { reason: ' لا ' }).reason).toBe(
      'validation:contractReasonLength',
    );
    expect(issuesOf(contractReasonSchema, { reason: 'السعر مرتفع' })).toEqual({});
  });
});
