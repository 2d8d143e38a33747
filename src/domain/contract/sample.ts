// A complete, realistic contract used to preview a model's clauses before any contract
// exists (the model editor's live preview): every placeholder gets a plausible value. The
// same data is the one complete contract the rule tests and the backend's fixtures send.
import type { components } from '@/api/generated/apiback';
import type { ClauseData } from './clauses';

/** What a lessor fills in: every field of the contract's ContractInput, all valid. */
export const SAMPLE_CONTRACT_INPUT: components['schemas']['ContractInput'] = {
  contract_type: 'commercial',
  signing_city: 'الرياض',
  signing_date: '2026-12-01',
  start_date: '2027-01-01',
  end_date: '2027-12-31',
  lessor_name: 'شركة مساحات الأعمال',
  lessor_nationality: 'سعودية',
  lessor_id_type: 'commercial_register',
  lessor_id_number: '1010456789',
  lessor_mobile: '+966500000002',
  lessor_email: 'leasing@masahat.sa',
  lessor_iban: 'SA0380000000608010167519',
  lessor_rep_name: 'نورة العتيبي',
  lessor_rep_id_number: '1000000008',
  tenant_kind: 'individual',
  tenant_name: 'محمد القحطاني',
  tenant_id_type: 'national_id',
  tenant_id_number: '1023456781',
  tenant_mobile: '+966500000001',
  tenant_email: 'm.alqahtani@example.sa',
  deed_number: '310105048765',
  deed_issuer: 'كتابة العدل الأولى بالرياض',
  deed_date: '2019-03-14',
  deed_type: 'electronic_deed',
  property_city: 'الرياض',
  property_district: 'العليا',
  property_street: 'طريق الملك فهد',
  property_building_number: '7235',
  property_postal_code: '12214',
  property_additional_number: '3456',
  property_building_type: 'office_building',
  property_usage: 'offices',
  unit_type: 'office',
  unit_number: '102',
  unit_floor: 1,
  unit_area: 48,
  unit_electricity_meter: '100234567',
  unit_water_meter: '200345678',
  total_value: 60000,
  deposit: 5000,
  payment_cycle: 'quarterly',
  model_id: 1,
};

/** The sample once saved: it has a number. */
export const SAMPLE_CONTRACT: ClauseData = { number: 'CT-000123', ...SAMPLE_CONTRACT_INPUT };
