// The third demo account (0500000003): a lessor whose account is not verified yet, with one
// complete office that is not published. Publishing it stops at "Please verify account";
// the Nafath flow verifies it (the registry's name then fills the profile). Seeded last and
// without faker, so no other seeded row changes.
import { BUSINESS_ACCOUNT } from '@/domain/account-type';
import { DEMO_UNVERIFIED_LESSOR } from '../demo-accounts';
import type { MediaRow, OfficeRow, UnitRow } from '../db/schema';
import type { Store } from '../db/store';
import { UNVERIFIED_LESSOR_NATIONAL_ID } from '../services/nafath-registry';
import { daysFromRef, insert, iso, pad } from './kit';
import { baseUser } from './users';

export async function seedUnverifiedLessor(store: Store): Promise<void> {
  const { db } = store;
  const id = store.nextId('users');
  await insert(db.users, [
    baseUser({
      id,
      phone: DEMO_UNVERIFIED_LESSOR.phoneE164,
      type: BUSINESS_ACCOUNT,
      first_name: 'خالد',
      last_name: 'الزهراني',
      first_name_en: 'Khalid',
      last_name_en: 'Alzahrani',
      email: 'khalid.demo@example.sa',
      company_name: 'شركة ركن الأعمال',
      office_name: 'ركن الأعمال',
      city_id: 2,
      district: 'الروضة',
      identity_number: UNVERIFIED_LESSOR_NATIONAL_ID,
      commercial_register: '4030123456',
      has_license: true,
      license_number: '7300045678',
      verification_status: 'unverified',
      created_at: iso(daysFromRef(-12)),
    }),
  ]);
  // A copy of a seeded Jeddah office, complete but never published.
  const model = db.offices.findFirst((q) => q.where({ city_id: 2, status: 'published' }))!;
  const officeId = store.nextId('offices');
  const office: OfficeRow = {
    ...model,
    id: officeId,
    owner_id: id,
    ad_number: `2${pad(officeId, 5)}`,
    name_ar: 'ركن الأعمال الروضة',
    name_en: 'Business Corner Al Rawdah',
    status: 'not_published',
    display_status: 'not_published',
    views: 0,
    created_at: iso(daysFromRef(-5)),
    published_at: null,
  };
  const modelUnit = db.units.findFirst((q) => q.where({ office_id: model.id }))!;
  const unit: UnitRow = {
    ...modelUnit,
    id: store.nextId('units'),
    office_id: officeId,
    owner_id: id,
    code: `U${pad(store.nextId('units'), 4)}`,
    status: 'not_published',
    display_status: 'not_published',
    locked_fields: [],
    created_at: iso(daysFromRef(-4)),
  };
  let mediaId = store.nextId('media');
  const media = (
    owner: MediaRow['owner'],
    ownerId: number,
    kind: MediaRow['kind'],
    name: string,
    sort: number,
  ): MediaRow => ({
    id: mediaId++,
    owner,
    owner_id: ownerId,
    path: `uploads/${owner === 'office' ? 'offices' : 'units'}/${ownerId}/${name}.jpg`,
    kind,
    sort_order: sort,
  });
  await insert(db.offices, [office]);
  await insert(db.units, [unit]);
  await insert(db.media, [
    media('office', officeId, 'main_image', 'main0001', 0),
    ...Array.from({ length: 4 }, (_, k) =>
      media('office', officeId, 'image', `photo${pad(k + 1, 3)}`, k + 1),
    ),
    media('unit', unit.id, 'main_image', 'main0001', 0),
  ]);
}
