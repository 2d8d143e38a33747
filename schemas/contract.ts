// A contract's data, in the order of Ejar's unified lease (domain-notes "Contracts"), as
// one flat object: the wizard's form values and the API's ContractInput are the same shape,
// so a 422 from the backend lands on the very field that caused it. Rules (issue 13):
// parties' IDs by type (national ID starts with 1, residence with 2, both Luhn-checked;
// commercial register 10 digits), IBAN where present, start ≤ end and a term of 1 day to
// 30 years, deposit ≤ total; a company tenant names its representative.
import { z } from 'zod';
import {
  contractIdTypeValues,
  contractPaymentCycleValues,
  contractTenantKindValues,
  contractTypeValues,
  ownershipDocumentTypeValues,
  propertyBuildingTypeValues,
  propertyUsageValues,
  rentalUnitTypeValues,
} from '@/api/generated/apiback';
import {
  dateField,
  ibanField,
  idField,
  moneyField,
  numberField,
  ruleObject,
  saudiPhoneField,
  textLength,
  withAsciiDigits,
} from './fields';
import { addDays, addMonths, compareDates, isCalendarDate } from './lib/calendar-date';
import { isValidSaudiIdNumber } from './lib/saudi-id';
import { cleanText } from './lib/text';
import { msg, type ValidationKey } from './messages';

export const CONTRACT_LIMITS = {
  /** A term is 1 day (start = end, both inclusive) to 30 years. */
  maxYears: 30,
  maxAmount: 100_000_000,
  maxArea: 100_000,
  floorMin: -5,
  floorMax: 200,
  extraTermsMax: 3000,
};

/** An optional text: empty → absent (never sent as ''), else cleaned and checked. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v: unknown) => {
    if (v === null || v === undefined) return undefined;
    if (typeof v === 'string' && cleanText(v) === '') return undefined;
    return v;
  }, schema.optional());
}

/** Digits only (any digit script typed), matching `pattern`, else `key`. */
const digits = (pattern: RegExp, key: ValidationKey) =>
  withAsciiDigits(
    z
      .string({ error: msg('required') })
      .min(1, { error: msg('required'), abort: true })
      .regex(pattern, { error: msg(key) }),
  );

const choice = <T extends string>(values: readonly T[]) =>
  z.enum(values as [T, ...T[]], { error: msg('required') });

const shortText = () => textLength(2, 61, 'contractTextLength');
const partyName = () => textLength(3, 101, 'partyNameLength');
/** A party's ID number: 10 digits here; which digits depends on its type (below). */
const idNumber = () => digits(/^\d{10}$/, 'contractIdNumber');
const email = () =>
  optional(
    z.preprocess(
      (v: string) => (typeof v === 'string' ? v.trim() : v),
      z.email({ error: msg('email') }).max(120, { error: msg('email') }),
    ),
  );

/** The message for an ID number that does not suit its type, or null when it does. */
export function contractIdProblem(
  type: (typeof contractIdTypeValues)[number] | undefined,
  id: string,
): ValidationKey | null {
  if (type === 'national_id') return isValidSaudiIdNumber(id, 'national_id') ? null : 'nationalId';
  if (type === 'residence') return isValidSaudiIdNumber(id, 'residence') ? null : 'residenceNumber';
  if (type === 'commercial_register') return /^\d{10}$/.test(id) ? null : 'commercialRegister';
  return null;
}

/** The last day a term starting on `start` may end on (30 years minus a day). */
export const latestContractEnd = (start: string) =>
  addDays(addMonths(start, CONTRACT_LIMITS.maxYears * 12), -1);

const contractFields = {
  reservation_id: optional(idField()),
  // Contract data
  contract_type: choice(contractTypeValues),
  signing_city: shortText(),
  signing_date: dateField(),
  start_date: dateField(),
  end_date: dateField(),
  // Lessor and representative
  lessor_name: partyName(),
  lessor_nationality: shortText(),
  lessor_id_type: choice(contractIdTypeValues),
  lessor_id_number: idNumber(),
  lessor_mobile: saudiPhoneField(),
  lessor_email: email(),
  lessor_iban: optional(ibanField()),
  lessor_rep_name: optional(partyName()),
  lessor_rep_id_number: optional(idNumber()),
  lessor_rep_mobile: optional(saudiPhoneField()),
  // Tenant and representative
  tenant_kind: choice(contractTenantKindValues),
  tenant_name: partyName(),
  tenant_id_type: choice(contractIdTypeValues),
  tenant_id_number: idNumber(),
  tenant_mobile: saudiPhoneField(),
  tenant_email: email(),
  tenant_rep_name: optional(partyName()),
  tenant_rep_id_number: optional(idNumber()),
  // Ownership document
  deed_number: digits(/^\d{6,14}$/, 'deedNumber'),
  deed_issuer: shortText(),
  deed_date: dateField(),
  deed_type: choice(ownershipDocumentTypeValues),
  // Property (national address)
  property_city: shortText(),
  property_district: shortText(),
  property_street: shortText(),
  property_building_number: digits(/^\d{4}$/, 'buildingNumber'),
  property_postal_code: digits(/^\d{5}$/, 'postalCode'),
  property_additional_number: digits(/^\d{4}$/, 'additionalNumber'),
  property_building_type: choice(propertyBuildingTypeValues),
  property_usage: choice(propertyUsageValues),
  // Rental unit
  unit_type: choice(rentalUnitTypeValues),
  unit_number: textLength(1, 21, 'unitNumberLength'),
  unit_floor: numberField({
    int: true,
    min: CONTRACT_LIMITS.floorMin,
    max: CONTRACT_LIMITS.floorMax,
    rangeKey: 'floorRange',
  }),
  unit_area: numberField({ gt: 0, max: CONTRACT_LIMITS.maxArea, rangeKey: 'positiveNumber' }),
  unit_electricity_meter: optional(digits(/^\d{4,20}$/, 'meterNumber')),
  unit_water_meter: optional(digits(/^\d{4,20}$/, 'meterNumber')),
  // Financial terms
  total_value: moneyField({ gt: 0 }).refine((v) => v <= CONTRACT_LIMITS.maxAmount, {
    error: msg('amountTooLarge'),
  }),
  deposit: moneyField({ min: 0 }),
  payment_cycle: choice(contractPaymentCycleValues),
  // Clauses
  model_id: idField(),
  extra_terms: optional(
    z
      .string({ error: msg('invalidInput') })
      .transform(cleanText)
      .refine((v) => v.length <= CONTRACT_LIMITS.extraTermsMax, { error: msg('extraTermsLength') }),
  ),
};

type Issue = { path: string; key: ValidationKey };

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
/** A 10-digit ID that passed its own field rule (else that field already says what is wrong). */
const tenDigits = (v: unknown) => (typeof v === 'string' && /^\d{10}$/.test(v) ? v : undefined);

/**
 * The rules between fields; each issue sits on the field the user must change. It also
 * runs while other fields are still invalid (a wizard checks one step at a time), so it
 * reads every value defensively: a field that failed its own rule is left to that rule.
 */
export function contractCrossIssues(v: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  const start = text(v.start_date);
  const end = text(v.end_date);
  if (start && end && isCalendarDate(start) && isCalendarDate(end)) {
    if (compareDates(end, start) < 0)
      issues.push({ path: 'end_date', key: 'contractEndBeforeStart' });
    else if (compareDates(end, latestContractEnd(start)) > 0)
      issues.push({ path: 'end_date', key: 'contractTermMax' });
  }
  const total = amount(v.total_value);
  const deposit = amount(v.deposit);
  if (total !== undefined && deposit !== undefined && deposit > total)
    issues.push({ path: 'deposit', key: 'depositAboveTotal' });
  const idType = (x: unknown) => contractIdTypeValues.find((t) => t === x);
  const lessorId = tenDigits(v.lessor_id_number);
  const lessorProblem = lessorId && contractIdProblem(idType(v.lessor_id_type), lessorId);
  if (lessorProblem) issues.push({ path: 'lessor_id_number', key: lessorProblem });
  const tenantType = idType(v.tenant_id_type);
  if (v.tenant_kind === 'company' && tenantType && tenantType !== 'commercial_register')
    issues.push({ path: 'tenant_id_type', key: 'companyNeedsRegister' });
  if (v.tenant_kind === 'individual' && tenantType === 'commercial_register')
    issues.push({ path: 'tenant_id_type', key: 'individualNeedsId' });
  const tenantId = tenDigits(v.tenant_id_number);
  const tenantProblem = tenantId && contractIdProblem(tenantType, tenantId);
  if (tenantProblem) issues.push({ path: 'tenant_id_number', key: tenantProblem });
  // A representative is a person: a national ID or a residence number, and a name.
  for (const side of ['lessor', 'tenant'] as const) {
    const name = text(v[`${side}_rep_name`]);
    const id = text(v[`${side}_rep_id_number`]);
    if (name && !id) issues.push({ path: `${side}_rep_id_number`, key: 'required' });
    if (id && !name) issues.push({ path: `${side}_rep_name`, key: 'required' });
    const digitsOk = tenDigits(id);
    if (digitsOk && !isValidSaudiIdNumber(digitsOk))
      issues.push({ path: `${side}_rep_id_number`, key: 'personId' });
  }
  if (v.tenant_kind === 'company' && !text(v.tenant_rep_name) && !text(v.tenant_rep_id_number)) {
    issues.push({ path: 'tenant_rep_name', key: 'required' });
    issues.push({ path: 'tenant_rep_id_number', key: 'required' });
  }
  return issues;
}

export const contractInputSchema = ruleObject(contractFields).superRefine(
  (v, ctx) => {
    // Not an object at all: the object rule has said so already.
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return;
    for (const { path, key } of contractCrossIssues(v))
      ctx.addIssue({ code: 'custom', path: [path], message: msg(key) });
  },
  // Also while other fields are invalid: the wizard validates one step at a time.
  { when: () => true },
);

export type ContractFormValues = z.input<typeof contractInputSchema>;
export type ContractValues = z.output<typeof contractInputSchema>;

/** The reason of a cancellation or a rejection (the contract's ReasonInput: 3..500). */
export const contractReasonSchema = ruleObject({
  reason: textLength(3, 501, 'contractReasonLength'),
});

/** A rent payment received outside the platform (custom contracts). */
export const contractPaymentSchema = ruleObject({
  amount: moneyField({ gt: 0 }),
  paid_on: dateField(),
});
