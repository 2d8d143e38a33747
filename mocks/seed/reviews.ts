// Seed reviews: two to five on every published office, by the seeded tenants, each about
// one of the office's units (the reviewer's stay); the demo lessor has answered a few.
import type { OfficeRow, UnitRow } from '../db/schema';
import { daysFromRef, faker, iso, type Db } from './kit';

const REVIEW_TEXTS = [
  { t: 'مكان رائع', c: 'المكتب نظيف والإنترنت سريع وفريق الاستقبال متعاون.', r: 5 },
  { t: 'تجربة ممتازة', c: 'قاعة الاجتماعات مجهزة بالكامل والموقع سهل الوصول.', r: 5 },
  { t: 'جيد جدا', c: 'المكان هادئ ومناسب للعمل، لكن المواقف محدودة وقت الذروة.', r: 4 },
  { t: 'سعر مناسب', c: 'السعر مناسب لكن التكييف يحتاج صيانة.', r: 3 },
  { t: 'أنصح به', c: 'مساحة العمل المشتركة مريحة والقهوة ممتازة.', r: 4 },
  { t: 'لم يعجبني', c: 'الضوضاء عالية في المساء ولم تكن الطاولة جاهزة عند وصولي.', r: 2 },
];

const REPLY = 'شكرا لتقييمك، سعدنا باستضافتك ونتطلع لزيارتك القادمة.';

export async function seedReviews(
  db: Db,
  offices: OfficeRow[],
  units: UnitRow[],
  tenantIds: number[],
) {
  let reviewId = 1;
  for (const office of offices.filter((o) => o.status === 'published')) {
    const n = 2 + (office.id % 4);
    const officeUnits = units.filter((u) => u.office_id === office.id);
    for (let k = 0; k < n; k++) {
      const text = REVIEW_TEXTS[(office.id + k) % REVIEW_TEXTS.length];
      const createdAt = iso(daysFromRef(-faker.number.int({ min: 1, max: 300 })));
      const replied = office.owner_id === 2 && k === 0;
      await db.reviews.create({
        id: reviewId++,
        office_id: office.id,
        user_id: tenantIds[(office.id + k) % tenantIds.length],
        title: text.t,
        comment: text.c,
        rating: text.r,
        created_at: createdAt,
        unit_id: officeUnits.length ? officeUnits[k % officeUnits.length].id : null,
        reply_text: replied ? REPLY : null,
        reply_at: replied ? createdAt : null,
        reported_at: null,
        report_reason: null,
        report_details: null,
      });
    }
  }
}
