// Seed contracts: the models (seed/contract-models.ts), a rent contract for most paid
// bookings of the demo lessor in every status of the lifecycle (one accepted booking is
// left without one, so "create contract" has something to do), and three custom contracts.
// Each building gets one set of deed and national-address details, reused by its contracts.
import type { components } from '@/api/generated/apiback';
import { isEarned } from '@/domain';
import { bookingContractTerm } from '@/domain/contract';
import type { ContractEventRow, OfficeRow, ReservationRow, UnitRow, UserRow } from '../db/schema';
import { SEED_MODELS } from './contract-models';
import { dateOnly, daysFromRef, faker, iso, pad, type Db } from './kit';
import { DEMO_LESSOR_ID } from './users';

type Status = components['schemas']['ContractStatus'];
type ContractData = Omit<components['schemas']['ContractInput'], 'reservation_id'>;
type Building = Pick<
  ContractData,
  | 'deed_issuer'
  | 'deed_date'
  | 'deed_type'
  | 'property_building_number'
  | 'property_postal_code'
  | 'property_additional_number'
  | 'property_building_type'
  | 'property_usage'
>;

const ISSUERS = [
  'كتابة العدل الأولى بالرياض',
  'وزارة العدل',
  'كتابة العدل بجدة',
  'الهيئة العامة للعقار',
];

function building(): Building {
  return {
    deed_issuer: faker.helpers.arrayElement(ISSUERS),
    deed_date: dateOnly(daysFromRef(-faker.number.int({ min: 400, max: 4000 }))),
    deed_type: faker.helpers.arrayElement(['electronic_deed', 'real_estate_register'] as const),
    property_building_number: faker.string.numeric({ length: 4, allowLeadingZeros: false }),
    property_postal_code: faker.string.numeric({ length: 5, allowLeadingZeros: false }),
    property_additional_number: faker.string.numeric({ length: 4, allowLeadingZeros: false }),
    property_building_type: faker.helpers.arrayElement([
      'office_building',
      'tower',
      'commercial_complex',
    ] as const),
    property_usage: 'offices',
  };
}

/**
 * The demo lessor's business and an individual tenant, from their accounts; the custom
 * contracts leave the e-mails out (an undefined field is not stored).
 */
function parties(lessor: UserRow, tenant: UserRow, withEmails: boolean) {
  const email = (u: UserRow) => (withEmails ? (u.email ?? undefined) : undefined);
  return {
    lessor_name: lessor.company_name ?? 'شركة مساحات الأعمال',
    lessor_nationality: 'سعودية',
    lessor_id_type: 'commercial_register',
    lessor_id_number: lessor.commercial_register ?? '7001234567',
    lessor_mobile: lessor.phone,
    lessor_email: email(lessor),
    lessor_iban: lessor.iban ?? undefined,
    tenant_kind: 'individual',
    tenant_name: `${tenant.first_name} ${tenant.last_name}`,
    tenant_id_type: tenant.identity_type,
    tenant_id_number: tenant.identity_number ?? '1000000008',
    tenant_mobile: tenant.phone,
    tenant_email: email(tenant),
  } satisfies Partial<ContractData>;
}

/** The steps that lead to `status`, a few hours apart from `from`. */
function historyTo(status: Status, from: Date, lessor: string, tenant: string): ContractEventRow[] {
  const path: Array<[Status, ContractEventRow['actor'], string?, string?]> = [
    ['draft', 'lessor', lessor],
  ];
  if (status !== 'draft' && status !== 'cancelled') path.push(['sent', 'lessor', lessor]);
  if (status === 'rejected')
    path.push(['rejected', 'tenant', tenant, 'الأجرة أعلى مما اتفقنا عليه']);
  if (status === 'active') path.push(['accepted', 'tenant', tenant], ['active', 'system']);
  if (status === 'cancelled')
    path.push(['cancelled', 'lessor', lessor, 'ألغي الحجز باتفاق الطرفين']);
  return path.map(([s, actor, name, reason], k) => ({
    status: s,
    at: iso(new Date(from.getTime() + k * 3 * 3_600_000)),
    actor,
    ...(name ? { actor_name: name } : {}),
    ...(reason ? { reason } : {}),
  }));
}

const code = () => faker.string.alphanumeric({ length: 12, casing: 'upper' });

async function models(db: Db) {
  for (const [k, [name, type, owner, ar, en]] of SEED_MODELS.entries()) {
    await db.contractModels.create({
      id: k + 1,
      owner_id: owner === 'demo' ? DEMO_LESSOR_ID : null,
      name,
      type,
      body_ar: ar,
      body_en: en,
      updated_at: iso(daysFromRef(owner === 'demo' ? -120 : -600)),
    });
  }
}

/** For paid bookings of the demo lessor: every 5th has none, then draft, sent, active… */
function statusFor(k: number): Status | null {
  if (k % 5 === 0) return null;
  if (k % 5 === 1) return 'draft';
  if (k % 5 === 2) return 'sent';
  if (k === 8) return 'cancelled';
  return 'active';
}

async function rentContracts(
  db: Db,
  users: UserRow[],
  offices: OfficeRow[],
  units: UnitRow[],
  reservations: ReservationRow[],
) {
  const lessor = users.find((u) => u.id === DEMO_LESSOR_ID)!;
  const buildings = new Map<number, Building>();
  const paid = reservations.filter((r) => r.lessor_id === DEMO_LESSOR_ID && isEarned(r.status));
  let id = 0;
  for (const [k, r] of paid.entries()) {
    const status = statusFor(k);
    if (!status) continue;
    const tenant = users.find((u) => u.id === r.tenant_id)!;
    if (!buildings.has(r.office_id)) buildings.set(r.office_id, building());
    const unit = units.find((u) => u.id === r.unit_id)!;
    const office = offices.find((o) => o.id === r.office_id)!;
    const model = 1 + (k % 4 === 3 ? 3 : 0);
    const [name, , , ar, en] = SEED_MODELS[model - 1];
    const data: ContractData = {
      contract_type: 'commercial',
      signing_city: 'الرياض',
      signing_date: r.created_at.slice(0, 10),
      ...bookingContractTerm(r.start_at, r.end_at),
      ...parties(lessor, tenant, true),
      deed_number: office.deed_number ?? `31${faker.string.numeric(10)}`,
      ...buildings.get(r.office_id)!,
      property_city: 'الرياض',
      property_district: office.neighborhood_ar,
      property_street: office.street_ar,
      unit_type: 'office',
      unit_number: unit.code,
      unit_floor: 1 + (r.unit_id % 6),
      unit_area: unit.area,
      unit_electricity_meter: faker.string.numeric(10),
      total_value: r.total_amount,
      deposit: unit.refundable_insurance <= r.total_amount ? unit.refundable_insurance : 0,
      payment_cycle: r.period === 'yearly' ? 'annual' : 'monthly',
      model_id: model,
    };
    id += 1;
    const created = new Date(r.created_at);
    await db.contracts.create({
      id,
      number: `CT-${pad(id, 6)}`,
      source: 'reservation',
      status,
      lessor_id: DEMO_LESSOR_ID,
      tenant_user_id: tenant.id,
      reservation_id: r.id,
      data,
      model_name: name,
      template_ar: ar,
      template_en: en,
      manual_paid: 0,
      history: historyTo(
        status,
        created,
        data.lessor_name,
        `${tenant.first_name} ${tenant.last_name}`,
      ),
      verification_code: code(),
      // An active contract carries its signed base contract (a PDF the lessor attached).
      ...(status === 'active'
        ? {
            base_contract: {
              file_name: `عقد-إيجار-${pad(id, 6)}-موقع.pdf`,
              size: 180_000 + (id % 40) * 4_096,
              uploaded_at: iso(new Date(created.getTime() + 86_400_000)),
            },
          }
        : {}),
      created_at: iso(created),
      updated_at: iso(created),
    });
  }
  return id;
}

async function customContracts(
  db: Db,
  users: UserRow[],
  tenantIds: number[],
  offices: OfficeRow[],
  firstId: number,
) {
  const lessor = users.find((u) => u.id === DEMO_LESSOR_ID)!;
  const plans: Array<[Status, number]> = [
    ['active', 2],
    ['draft', 3],
    ['rejected', 4],
  ];
  for (const [k, [status, tenantIndex]] of plans.entries()) {
    const tenant = users.find((u) => u.id === tenantIds[tenantIndex])!;
    const office = offices[k];
    const id = firstId + k + 1;
    const start = dateOnly(daysFromRef(-60 + k * 40));
    const end = dateOnly(new Date(daysFromRef(-60 + k * 40).getTime() + 364 * 86_400_000));
    const [name, , , ar, en] = SEED_MODELS[3];
    const created = daysFromRef(-75 + k * 40);
    await db.contracts.create({
      id,
      number: `CT-${pad(id, 6)}`,
      source: 'custom',
      status,
      lessor_id: DEMO_LESSOR_ID,
      tenant_user_id: tenant.id,
      reservation_id: null,
      data: {
        contract_type: 'commercial',
        signing_city: 'الرياض',
        signing_date: dateOnly(created),
        start_date: start,
        end_date: end,
        ...parties(lessor, tenant, false),
        ...building(),
        deed_number: office.deed_number ?? `31${faker.string.numeric(10)}`,
        property_city: 'الرياض',
        property_district: office.neighborhood_ar,
        property_street: office.street_ar,
        unit_type: 'office',
        unit_number: `${101 + k}`,
        unit_floor: 1 + k,
        unit_area: office.area,
        total_value: 48000 + k * 6000,
        deposit: 4000,
        payment_cycle: k === 0 ? 'quarterly' : 'monthly',
        model_id: 4,
      },
      model_name: name,
      template_ar: ar,
      template_en: en,
      manual_paid: status === 'active' ? 12000 : 0,
      history: historyTo(
        status,
        created,
        lessor.company_name ?? '',
        `${tenant.first_name} ${tenant.last_name}`,
      ),
      verification_code: code(),
      created_at: iso(created),
      updated_at: iso(created),
    });
  }
}

export async function seedContracts(
  db: Db,
  users: UserRow[],
  tenantIds: number[],
  offices: OfficeRow[],
  units: UnitRow[],
  reservations: ReservationRow[],
) {
  await models(db);
  const last = await rentContracts(db, users, offices, units, reservations);
  await customContracts(db, users, tenantIds, offices, last);
}
