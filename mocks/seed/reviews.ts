// Seed reviews: two to five on every published office, by the seeded tenants.
import type { OfficeRow } from '../db/schema';
import { daysFromRef, faker, iso, type Db } from './kit';

const REVIEW_TEXTS = [
  { t: 'مكان رائع', c: 'المكتب نظيف والإنترنت سريع وفريق الاستقبال متعاون.', r: 5 },
  { t: 'تجربة ممتازة', c: 'قاعة الاجتماعات مجهزة بالكامل والموقع سهل الوصول.', r: 5 },
  { t: 'جيد جدا', c: 'المكان هادئ ومناسب للعمل، لكن المواقف محدودة وقت الذروة.', r: 4 },
  { t: 'سعر مناسب', c: 'السعر مناسب لكن التكييف يحتاج صيانة.', r: 3 },
  { t: 'أنصح به', c: 'مساحة العمل المشتركة مريحة والقهوة ممتازة.', r: 4 },
  { t: 'لم يعجبني', c: 'الضوضاء عالية في المساء ولم تكن الطاولة جاهزة عند وصولي.', r: 2 },
];

export async function seedReviews(db: Db, offices: OfficeRow[], tenantIds: number[]) {
  let reviewId = 1;
  for (const office of offices.filter((o) => o.status === 'published')) {
    const n = 2 + (office.id % 4);
    for (let k = 0; k < n; k++) {
      const text = REVIEW_TEXTS[(office.id + k) % REVIEW_TEXTS.length];
      await db.reviews.create({
        id: reviewId++,
        office_id: office.id,
        user_id: tenantIds[(office.id + k) % tenantIds.length],
        title: text.t,
        comment: text.c,
        rating: text.r,
        created_at: iso(daysFromRef(-faker.number.int({ min: 1, max: 300 }))),
      });
    }
  }
}
