// Seed contracts: three platform contract models plus one of the demo lessor's, a rent
// contract for each paid booking of the demo lessor, and three custom contracts.
import type { components } from '@/api/generated/apiback';
import type { OfficeRow, ReservationRow, UserRow } from '../db/schema';
import { dateOnly, daysFromRef, faker, iso, pad, type Db } from './kit';
import { DEMO_LESSOR_ID } from './users';

// name, type, owner (null: a platform model)
const MODELS: Array<[string, components['schemas']['ContractModel']['type'], number | null]> = [
  ['عقد إيجار مكتب تجاري', 'commercial', null],
  ['عقد إيجار سكني موحد', 'residential', null],
  ['عقد مساحة عمل مشتركة', 'commercial', null],
  ['نموذج مساحات للمكاتب الخاصة', 'commercial', DEMO_LESSOR_ID],
];

const nameOf = (u: UserRow) => `${u.first_name} ${u.last_name}`;

async function models(db: Db) {
  for (const [k, [name, type, owner]] of MODELS.entries()) {
    await db.contractModels.create({
      id: k + 1,
      owner_id: owner,
      name,
      type,
      body: `${name}\nالطرف الأول (المؤجر): {{lessor_name}} - هوية رقم {{lessor_id}}\nالطرف الثاني (المستأجر): {{tenant_name}} - هوية رقم {{tenant_id}}\nالوحدة: {{unit_name}}\nمدة العقد من {{start_date}} إلى {{end_date}} بقيمة إيجار {{rent_amount}} ريال.`,
      updated_at: iso(daysFromRef(owner ? -120 : -600)),
    });
  }
}

async function rentContracts(db: Db, users: UserRow[], reservations: ReservationRow[]) {
  const lessor = users.find((u) => u.id === DEMO_LESSOR_ID)!;
  const contractable = reservations.filter(
    (r) =>
      r.lessor_id === DEMO_LESSOR_ID &&
      ['accepted', 'active', 'complete', 'finished'].includes(r.status),
  );
  for (const [k, r] of contractable.entries()) {
    const id = k + 1;
    const tenant = users.find((u) => u.id === r.tenant_id)!;
    await db.contracts.create({
      id,
      number: `CT-${pad(id, 6)}`,
      status:
        r.status === 'finished' || r.status === 'complete'
          ? 'finished'
          : id % 4 === 0
            ? 'draft'
            : 'active',
      reservation_id: r.id,
      model_id: 1 + (id % 4),
      lessor_id: DEMO_LESSOR_ID,
      tenant_id: tenant.id,
      lessor_name: nameOf(lessor),
      lessor_identity: lessor.identity_number ?? '',
      tenant_name: nameOf(tenant),
      tenant_identity: tenant.identity_number ?? '',
      ownership_document_number: `31${faker.string.numeric(10)}`,
      unit_id: r.unit_id,
      start_date: r.start_at.slice(0, 10),
      end_date: r.end_at.slice(0, 10),
      rent_amount: r.total_amount,
      payment_cycle: 'monthly',
      base_contract: id % 3 === 0 ? `uploads/contracts/${id}/contract.pdf` : null,
      extra_terms: null,
      cancel_reason: null,
      created_at: r.created_at,
    });
  }
}

async function customContracts(
  db: Db,
  users: UserRow[],
  tenantIds: number[],
  offices: OfficeRow[],
) {
  const lessor = users.find((u) => u.id === DEMO_LESSOR_ID)!;
  for (let k = 0; k < 3; k++) {
    const tenant = users.find((u) => u.id === tenantIds[k + 2])!;
    await db.customContracts.create({
      id: k + 1,
      owner_id: DEMO_LESSOR_ID,
      title: ['عقد مكتب خاص سنوي', 'عقد مساحة عمل لفريق', 'عقد قاعة تدريب'][k],
      lessor_name: nameOf(lessor),
      lessor_identity: lessor.identity_number ?? '',
      tenant_name: nameOf(tenant),
      tenant_identity: tenant.identity_number ?? '',
      office_details: `${offices[k].name_ar} - ${offices[k].neighborhood_ar}، مساحة ${offices[k].area} م²`,
      body: 'يتفق الطرفان على استئجار الوحدة المذكورة وفق الشروط المرفقة، ويلتزم المستأجر بالسداد في مواعيده.',
      start_date: dateOnly(daysFromRef(k * 30)),
      end_date: dateOnly(daysFromRef(k * 30 + 365)),
      rent_amount: 48000 + k * 6000,
      created_at: iso(daysFromRef(-k * 9 - 4)),
    });
  }
}

export async function seedContracts(
  db: Db,
  users: UserRow[],
  tenantIds: number[],
  offices: OfficeRow[],
  reservations: ReservationRow[],
) {
  await models(db);
  await rentContracts(db, users, reservations);
  await customContracts(db, users, tenantIds, offices);
}
