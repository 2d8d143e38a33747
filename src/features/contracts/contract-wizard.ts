// The contract form on the wizard engine, in the order of Ejar's unified lease: parties →
// property and unit → financial terms and schedule → clauses from a model → review. One
// form for a custom contract, a booking's rent contract (prefilled from it) and a draft
// being edited; the rules are schemas/contract.ts, the same the backend applies.
import { apiCall } from '@/api/query';
import { unwrap } from '@/api/result';
import {
  contractIdTypeValues,
  contractPaymentCycleValues,
  contractTenantKindValues,
  contractTypeValues,
  ownershipDocumentTypeValues,
  propertyBuildingTypeValues,
  propertyUsageValues,
  rentalUnitTypeValues,
  type components,
} from '@/api/generated/apiback';
import { defineWizard, type FieldOption } from '@/engines/wizard';
import { contractInputSchema } from '@schemas/contract';
import { ClausesPanel } from './clauses-panel';
import { SchedulePanel } from './schedule-panel';

type Contract = components['schemas']['Contract'];

const options = (group: string, values: readonly string[]): FieldOption[] =>
  values.map((v) => ({ value: v, label: `enums.${group}.${v}` }));

const digits = { kind: 'text', ltr: true, inputMode: 'numeric' } as const;
const phone = { kind: 'text', ltr: true, inputMode: 'tel', placeholder: 'hints.mobile' } as const;
const email = { kind: 'text', ltr: true, inputMode: 'email' } as const;

export interface ContractWizardTarget {
  /** The draft being edited; absent: a new contract. */
  contractId?: number;
  /** The booking a new rent contract is for. */
  reservationId?: number;
}

export function makeContractWizard(models: FieldOption[], target: ContractWizardTarget = {}) {
  return defineWizard({
    ns: 'contracts',
    schema: contractInputSchema,
    defaults: {
      contract_type: 'commercial',
      tenant_kind: 'individual',
      tenant_id_type: 'national_id',
      lessor_nationality: '',
      deposit: '0',
      payment_cycle: 'monthly',
    },
    fields: {
      contract_type: {
        kind: 'radio',
        options: options('contractType', contractTypeValues),
        heading: 'groups.contract',
      },
      signing_city: { kind: 'text' },
      signing_date: { kind: 'date' },
      lessor_name: { kind: 'text', heading: 'groups.lessor' },
      lessor_nationality: { kind: 'text' },
      lessor_id_type: { kind: 'select', options: options('idType', contractIdTypeValues) },
      lessor_id_number: { ...digits, hint: 'hints.idNumber' },
      lessor_mobile: phone,
      lessor_email: email,
      lessor_iban: { kind: 'text', ltr: true, hint: 'hints.iban' },
      lessor_rep_name: { kind: 'text', heading: 'groups.lessorRep', hint: 'hints.optional' },
      lessor_rep_id_number: digits,
      lessor_rep_mobile: phone,
      tenant_kind: {
        kind: 'radio',
        options: options('tenantKind', contractTenantKindValues),
        heading: 'groups.tenant',
      },
      tenant_name: { kind: 'text' },
      tenant_id_type: {
        kind: 'select',
        options: options('idType', contractIdTypeValues),
        hint: 'hints.tenantIdType',
      },
      tenant_id_number: digits,
      tenant_mobile: { ...phone, hint: 'hints.tenantMobile' },
      tenant_email: email,
      tenant_rep_name: { kind: 'text', heading: 'groups.tenantRep', hint: 'hints.tenantRep' },
      tenant_rep_id_number: digits,
      deed_number: { ...digits, heading: 'groups.deed' },
      deed_issuer: { kind: 'text' },
      deed_date: { kind: 'date' },
      deed_type: { kind: 'select', options: options('deedType', ownershipDocumentTypeValues) },
      property_city: { kind: 'text', heading: 'groups.property' },
      property_district: { kind: 'text' },
      property_street: { kind: 'text' },
      property_building_number: digits,
      property_postal_code: digits,
      property_additional_number: digits,
      property_building_type: {
        kind: 'select',
        options: options('buildingType', propertyBuildingTypeValues),
      },
      property_usage: { kind: 'select', options: options('usage', propertyUsageValues) },
      unit_type: {
        kind: 'select',
        options: options('unitType', rentalUnitTypeValues),
        heading: 'groups.unit',
      },
      unit_number: { kind: 'text', ltr: true },
      unit_floor: { kind: 'number' },
      unit_area: { kind: 'number', hint: 'hints.area' },
      unit_electricity_meter: { ...digits, hint: 'hints.optional' },
      unit_water_meter: { ...digits, hint: 'hints.optional' },
      start_date: { kind: 'date', heading: 'groups.term' },
      end_date: { kind: 'date', hint: 'hints.endDate' },
      total_value: { kind: 'number', heading: 'groups.money', hint: 'hints.totalValue' },
      deposit: { kind: 'number' },
      payment_cycle: { kind: 'radio', options: options('cycle', contractPaymentCycleValues) },
      model_id: { kind: 'select', options: models, numeric: true, hint: 'hints.model' },
      extra_terms: { kind: 'textarea', rows: 4, hint: 'hints.extraTerms' },
    },
    steps: [
      {
        id: 'parties',
        columns: 2,
        fields: [
          'contract_type',
          'signing_city',
          'signing_date',
          'lessor_name',
          'lessor_nationality',
          'lessor_id_type',
          'lessor_id_number',
          'lessor_mobile',
          'lessor_email',
          'lessor_iban',
          'lessor_rep_name',
          'lessor_rep_id_number',
          'lessor_rep_mobile',
          'tenant_kind',
          'tenant_name',
          'tenant_id_type',
          'tenant_id_number',
          'tenant_mobile',
          'tenant_email',
          'tenant_rep_name',
          'tenant_rep_id_number',
        ],
      },
      {
        id: 'property',
        columns: 2,
        fields: [
          'deed_number',
          'deed_issuer',
          'deed_date',
          'deed_type',
          'property_city',
          'property_district',
          'property_street',
          'property_building_number',
          'property_postal_code',
          'property_additional_number',
          'property_building_type',
          'property_usage',
          'unit_type',
          'unit_number',
          'unit_floor',
          'unit_area',
          'unit_electricity_meter',
          'unit_water_meter',
        ],
      },
      {
        id: 'financial',
        columns: 2,
        fields: ['start_date', 'end_date', 'total_value', 'deposit', 'payment_cycle'],
        panel: SchedulePanel,
      },
      { id: 'clauses', fields: ['model_id', 'extra_terms'], panel: ClausesPanel },
      { id: 'review', kind: 'review' },
    ],
    submitLabel: 'wizard.save',
    submit: async (values): Promise<Contract> => {
      if (target.contractId) {
        const r = apiCall.PUT('/apiBack/v1/user/contracts/{id}', {
          params: { path: { id: target.contractId } },
          body: values,
        });
        return (await unwrap(r)).data;
      }
      const r = apiCall.POST('/apiBack/v1/user/contracts', {
        body: { ...values, reservation_id: target.reservationId },
      });
      return (await unwrap(r)).data;
    },
  });
}
