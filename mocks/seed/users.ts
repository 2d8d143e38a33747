// Seed accounts: the two demo accounts, six more lessors, the tenants, and two members
// of the demo lessor's account (user management).
import { BUSINESS_ACCOUNT } from '@/domain/account-type';
import { DEMO_LESSOR, DEMO_TENANT } from '../demo-accounts';
import type { UserRow } from '../db/schema';
import { blankUser } from '../services/blank-user';
import {
  daysFromRef,
  faker,
  iban,
  insert,
  iso,
  mobile,
  person,
  saudiId,
  vatNumber,
  type Db,
} from './kit';
import { BRANDS, SAUDI_BANKS, SAUDI_CITIES } from './saudi-places';

export const DEMO_TENANT_ID = 1;
export const DEMO_LESSOR_ID = 2;
/** Lessors besides the demo one. */
export const LESSOR_COUNT = 6;

export interface SeededUsers {
  users: UserRow[];
  /** The demo tenant first, then the other tenants. */
  tenantIds: number[];
  /** The demo lessor first, then the other lessors. */
  lessorIds: number[];
}

export function baseUser(over: Partial<UserRow> & Pick<UserRow, 'id' | 'phone' | 'type'>): UserRow {
  const row: UserRow = {
    ...blankUser(over.id, over.phone, over.type, iso(daysFromRef(-400))),
    // The seed's people have completed their profile; a city unless they say otherwise.
    city_id: 1,
    profile_completed: true,
    ...over,
  };
  // A verified account was verified some time after it was created.
  if (row.verification_status === 'verified' && !row.verified_at)
    row.verified_at = iso(new Date(Date.parse(row.created_at) + 3 * 86_400_000));
  return row;
}

function demoAccounts(): UserRow[] {
  return [
    baseUser({
      id: DEMO_TENANT_ID,
      phone: DEMO_TENANT.phoneE164,
      type: 'ordinary',
      first_name: 'محمد',
      last_name: 'القحطاني',
      first_name_en: 'Mohammed',
      last_name_en: 'Alqahtani',
      email: 'tenant.demo@example.sa',
      city_id: 1,
      district: 'الملقا',
      identity_number: '1000000008',
      verification_status: 'verified',
    }),
    baseUser({
      id: DEMO_LESSOR_ID,
      phone: DEMO_LESSOR.phoneE164,
      type: BUSINESS_ACCOUNT,
      first_name: 'نورة',
      last_name: 'العتيبي',
      first_name_en: 'Noura',
      last_name_en: 'Alotaibi',
      email: 'lessor.demo@example.sa',
      company_name: 'شركة مساحات الأعمال المحدودة',
      office_name: 'مساحات العليا',
      city_id: 1,
      district: 'العليا',
      identity_number: saudiId('1'),
      commercial_register: '7001234567',
      vat_number: '300123456700003',
      bio: 'نوفر مكاتب ومساحات عمل مشتركة وقاعات اجتماعات مجهزة في الرياض وجدة والخبر.',
      logo: 'uploads/logos/2/masahat01.png',
      has_license: true,
      license_number: '7200012345',
      verification_status: 'verified',
      payout_method: 'bank',
      bank_name: 'مصرف الراجحي',
      bank_holder_name: 'شركة مساحات الأعمال المحدودة',
      iban: 'SA0380000000608010167519',
      stc_pay_mobile: DEMO_LESSOR.phoneE164,
      created_at: iso(daysFromRef(-700)),
    }),
  ];
}

function lessors(): UserRow[] {
  return Array.from({ length: LESSOR_COUNT }, (_, i) => {
    const p = person(i % 3 === 0 ? 'female' : 'male');
    const brand = BRANDS[(i + 1) % BRANDS.length];
    const bank = faker.helpers.arrayElement(SAUDI_BANKS);
    return baseUser({
      id: 3 + i,
      phone: mobile(10 + i),
      type: BUSINESS_ACCOUNT,
      first_name: p.first.ar,
      last_name: p.last.ar,
      first_name_en: p.first.en,
      last_name_en: p.last.en,
      email: `${p.first.en.toLowerCase()}.${p.last.en.toLowerCase()}${i}@example.sa`,
      company_name: `شركة ${brand.ar} للاستثمار`,
      office_name: brand.ar,
      city_id: SAUDI_CITIES[i % SAUDI_CITIES.length].id,
      identity_number: saudiId('1'),
      commercial_register: `70${faker.string.numeric(8)}`,
      vat_number: vatNumber(),
      has_license: true,
      license_number: `7${faker.string.numeric(9)}`,
      verification_status: i === LESSOR_COUNT - 1 ? 'waiting' : 'verified',
      payout_method: i % 2 ? 'stc_pay' : 'bank',
      stc_pay_mobile: mobile(10 + i),
      bank_name: bank.ar,
      bank_holder_name: `${p.first.ar} ${p.last.ar}`,
      iban: iban(bank.code),
      created_at: iso(daysFromRef(-faker.number.int({ min: 200, max: 900 }))),
    });
  });
}

function tenants(firstId: number, count: number): UserRow[] {
  return Array.from({ length: count }, (_, i) => {
    const p = person(i % 3 === 1 ? 'female' : 'male');
    const resident = i % 5 === 4;
    return baseUser({
      id: firstId + i,
      phone: mobile(100 + i),
      type: 'ordinary',
      first_name: p.first.ar,
      last_name: p.last.ar,
      first_name_en: p.first.en,
      last_name_en: p.last.en,
      email: i % 2 ? `${p.first.en.toLowerCase()}${i}@example.sa` : null,
      city_id: SAUDI_CITIES[i % SAUDI_CITIES.length].id,
      identity_type: resident ? 'residence' : 'national_id',
      identity_number: saudiId(resident ? '2' : '1'),
      verification_status: i % 4 === 0 ? 'unverified' : 'verified',
      profile_completed: i !== count - 1,
      created_at: iso(daysFromRef(-faker.number.int({ min: 10, max: 600 }))),
    });
  });
}

/** Members of the demo lessor's account (user management). */
function members(firstId: number): UserRow[] {
  return [
    baseUser({
      id: firstId,
      phone: mobile(900),
      type: BUSINESS_ACCOUNT,
      first_name: 'سلطان',
      last_name: 'الدوسري',
      first_name_en: 'Sultan',
      last_name_en: 'Aldosari',
      parent_id: DEMO_LESSOR_ID,
      member_role: 'reservations',
      created_at: iso(daysFromRef(-90)),
    }),
    baseUser({
      id: firstId + 1,
      phone: mobile(901),
      type: BUSINESS_ACCOUNT,
      first_name: 'ريم',
      last_name: 'الشمري',
      first_name_en: 'Reem',
      last_name_en: 'Alshammari',
      parent_id: DEMO_LESSOR_ID,
      member_role: 'finance',
      created_at: iso(daysFromRef(-60)),
    }),
  ];
}

export async function seedUsers(db: Db, scale: number): Promise<SeededUsers> {
  const tenantCount = Math.round(24 * scale);
  const firstTenantId = 3 + LESSOR_COUNT;
  // Built in this order: the faker draws (and so every row) depend on it.
  const users = [
    ...demoAccounts(),
    ...lessors(),
    ...tenants(firstTenantId, tenantCount),
    ...members(firstTenantId + tenantCount),
  ];
  await insert(db.users, users);
  return {
    users,
    tenantIds: [
      DEMO_TENANT_ID,
      ...users.filter((u) => u.type === 'ordinary' && u.id !== DEMO_TENANT_ID).map((u) => u.id),
    ],
    lessorIds: [DEMO_LESSOR_ID, ...Array.from({ length: LESSOR_COUNT }, (_, i) => 3 + i)],
  };
}
