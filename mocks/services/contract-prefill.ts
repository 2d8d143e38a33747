// What a booking gives its rent contract (getReservationContractPrefill): the parties from
// the two accounts, the property and unit from the listing, the dates and amounts from the
// booking; and what the lessor already wrote for the same unit or building in an earlier
// contract (deed, national address, floor, meters), so a second contract is not retyped.
import type { components } from '@/api/generated/apiback';
import { bookingContractTerm } from '@/domain/contract';
import type { OfficeRow, ReservationRow, UnitRow, UserRow } from '../db/schema';
import type { Collections } from '../db/store';
import type { Lang } from '../lib/http';
import { cityName, compact, fullName, pick } from '../serializers/common';
import type { ContractData } from './contracts';

type Prefill = components['schemas']['ContractPrefill'];
type UnitType = components['schemas']['RentalUnitType'];

const UNIT_TYPE: Record<OfficeRow['category'], UnitType> = {
  private_office: 'office',
  shared_workspace: 'coworking_space',
  meeting_room: 'meeting_room',
  desk: 'desk',
  training_hall: 'training_hall',
};

const CYCLE_OF_PERIOD: Record<ReservationRow['period'], Prefill['payment_cycle']> = {
  hourly: 'monthly',
  daily: 'monthly',
  weekly: 'monthly',
  monthly: 'monthly',
  yearly: 'annual',
};

/** What the lessor wrote last time for this unit (or, failing that, this building). */
function earlier(db: Collections, lessorId: number, unit: UnitRow): Partial<ContractData> {
  const mine = db.contracts
    .findMany((q) => q.where({ lessor_id: lessorId }))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  const sameUnit = mine.find((c) => c.data.unit_number === unit.code);
  const sameOffice = mine.find((c) => {
    const r = c.reservation_id
      ? db.reservations.findFirst((q) => q.where({ id: c.reservation_id! }))
      : undefined;
    return r?.office_id === unit.office_id;
  });
  const building = sameUnit ?? sameOffice;
  return compact({
    lessor_nationality: mine[0]?.data.lessor_nationality,
    deed_issuer: building?.data.deed_issuer,
    deed_date: building?.data.deed_date,
    deed_type: building?.data.deed_type,
    property_building_number: building?.data.property_building_number,
    property_postal_code: building?.data.property_postal_code,
    property_additional_number: building?.data.property_additional_number,
    property_building_type: building?.data.property_building_type,
    property_usage: building?.data.property_usage,
    unit_floor: sameUnit?.data.unit_floor,
    unit_electricity_meter: sameUnit?.data.unit_electricity_meter,
    unit_water_meter: sameUnit?.data.unit_water_meter,
  });
}

/** `db` is passed in: the seed builds its contracts with this before the backend starts. */
export function contractPrefill(
  db: Collections,
  r: ReservationRow,
  lessor: UserRow,
  lang: Lang,
  signingDate: string,
): Prefill & Partial<ContractData> {
  const tenant = db.users.findFirst((q) => q.where({ id: r.tenant_id }))!;
  const unit = db.units.findFirst((q) => q.where({ id: r.unit_id }))!;
  const office = db.offices.findFirst((q) => q.where({ id: r.office_id }))!;
  const registered = Boolean(lessor.commercial_register);
  return compact({
    ...earlier(db, lessor.id, unit),
    reservation_id: r.id,
    contract_type: 'commercial' as const,
    signing_city: cityName(office.city_id, lang) || undefined,
    signing_date: signingDate,
    ...bookingContractTerm(r.start_at, r.end_at),
    // A lessor with a commercial register contracts as its business.
    lessor_name: registered
      ? (lessor.company_name ?? lessor.office_name ?? fullName(lessor, lang))
      : fullName(lessor, lang),
    lessor_id_type: registered ? ('commercial_register' as const) : lessor.identity_type,
    lessor_id_number:
      (registered ? lessor.commercial_register : lessor.identity_number) ?? undefined,
    lessor_mobile: lessor.phone,
    lessor_email: lessor.email ?? undefined,
    lessor_iban: lessor.iban ?? undefined,
    tenant_kind: 'individual' as const,
    tenant_name: fullName(tenant, lang),
    tenant_id_type: tenant.identity_number ? tenant.identity_type : undefined,
    tenant_id_number: tenant.identity_number ?? undefined,
    tenant_mobile: tenant.phone,
    tenant_email: tenant.email ?? undefined,
    deed_number: office.deed_number ?? undefined,
    property_city: cityName(office.city_id, lang) || undefined,
    property_district: pick(lang, office.neighborhood_ar, office.neighborhood_en),
    property_street: pick(lang, office.street_ar, office.street_en),
    unit_type: UNIT_TYPE[office.category],
    unit_number: unit.code,
    unit_area: unit.area,
    total_value: r.total_amount,
    deposit: unit.refundable_insurance <= r.total_amount ? unit.refundable_insurance : undefined,
    payment_cycle: CYCLE_OF_PERIOD[r.period],
  });
}
