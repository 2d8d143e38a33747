// Seed offices with their units and media: every category, spread over the Saudi cities
// (the demo lessor owns the first eight), realistic SAR prices per period, plus the demo
// lessor's incomplete draft office and unit ("continue where you left off").
import {
  advertiserRelationshipValues,
  cancellationPolicyValues,
  directionValues,
  furnishedValues,
  officeCategoryValues,
  officeTypeValues,
} from '@/api/generated/apiback';
import type { MediaRow, OfficeRow, UnitRow } from '../db/schema';
import { FEATURES } from './catalogue';
import { DAY, daysFromRef, faker, fit, insert, iso, pad, type Db } from './kit';
import { BRANDS, SAUDI_CITIES } from './saudi-places';
import { DEMO_LESSOR_ID, LESSOR_COUNT } from './users';

type Category = (typeof officeCategoryValues)[number];

const CATEGORY_TEXT: Record<Category, { ar: string; en: string }> = {
  private_office: { ar: 'مكتب خاص', en: 'Private office' },
  shared_workspace: { ar: 'مساحة عمل مشتركة', en: 'Shared workspace' },
  meeting_room: { ar: 'قاعة اجتماعات', en: 'Meeting room' },
  desk: { ar: 'مكتب مرن', en: 'Hot desk' },
  training_hall: { ar: 'قاعة تدريب', en: 'Training hall' },
};

const SERVICES = [
  { ar: 'تنظيف يومي', en: 'Daily cleaning', price: 50, type: 'per_day' as const },
  { ar: 'خدمة الضيافة', en: 'Hospitality service', price: 75, type: 'per_booking' as const },
  { ar: 'موقف سيارة مخصص', en: 'Reserved parking', price: 100, type: 'per_booking' as const },
  { ar: 'شاشة عرض', en: 'Presentation screen', price: 60, type: 'per_booking' as const },
];

/** Realistic SAR price ranges per category and type_res_id (1 h, 2 d, 3 m, 4 y). */
const PRICE_RANGES: Record<Category, Array<[number, number, number]>> = {
  meeting_room: [
    [1, 120, 450],
    [2, 700, 2200],
  ],
  desk: [
    [2, 60, 160],
    [3, 900, 2400],
  ],
  shared_workspace: [
    [1, 25, 60],
    [2, 90, 250],
    [3, 1500, 3500],
    [4, 15000, 36000],
  ],
  training_hall: [
    [1, 200, 600],
    [2, 1200, 3500],
  ],
  private_office: [
    [2, 300, 900],
    [3, 3500, 15000],
    [4, 38000, 160000],
  ],
};

/** The demo lessor's offices: Riyadh, Jeddah, Khobar and Dammam (indexes into SAUDI_CITIES). */
const DEMO_OFFICE_CITIES = [0, 0, 0, 1, 1, 3, 0, 2];

export interface SeededListings {
  offices: OfficeRow[];
  units: UnitRow[];
}

/** Ids of the nested rows and media, counted across the whole seed. */
class Counters {
  unit = 1;
  service = 1;
  price = 1;
  media: MediaRow[] = [];

  addMedia(
    owner: MediaRow['owner'],
    ownerId: number,
    kind: MediaRow['kind'],
    name: string,
    ext = 'jpg',
    durationS?: number,
  ) {
    this.media.push({
      ...(durationS ? { duration_s: durationS } : {}),
      id: this.media.length + 1,
      owner,
      owner_id: ownerId,
      path: `uploads/${owner === 'office' ? 'offices' : 'units'}/${ownerId}/${name}.${ext}`,
      kind,
      sort_order: this.media.filter((m) => m.owner === owner && m.owner_id === ownerId).length,
    });
  }
}

function office(i: number, lessorIds: number[]): OfficeRow {
  // The demo lessor owns the first 8 offices, others rotate.
  const ownerId = i < 8 ? DEMO_LESSOR_ID : lessorIds[1 + (i % LESSOR_COUNT)];
  const city = SAUDI_CITIES[i < 8 ? DEMO_OFFICE_CITIES[i] : i % SAUDI_CITIES.length];
  const hood = city.neighbourhoods[i % city.neighbourhoods.length];
  const street = hood.streets[i % hood.streets.length];
  const category = officeCategoryValues[i % officeCategoryValues.length];
  const brand = BRANDS[i % BRANDS.length];
  const cat = CATEGORY_TEXT[category];
  const created = daysFromRef(-faker.number.int({ min: 20, max: 500 }));
  const status: OfficeRow['status'] = i === 7 ? 'not_published' : i === 30 ? 'closed' : 'published';
  const area = faker.number.int({ min: 40, max: 900 });
  return {
    id: i + 1,
    owner_id: ownerId,
    ad_number: `2${pad(i + 1, 5)}`,
    name_ar: fit(`${brand.ar} ${hood.ar}`),
    name_en: fit(`${brand.en} ${hood.en}`),
    ad_title_ar: `${cat.ar} للإيجار في حي ${hood.ar} - ${city.ar}`,
    ad_title_en: `${cat.en} for rent in ${hood.en}, ${city.en}`,
    category,
    type: officeTypeValues[i % officeTypeValues.length],
    city_id: city.id,
    neighborhood_ar: hood.ar,
    neighborhood_en: hood.en,
    street_ar: street.ar,
    street_en: street.en,
    interface: directionValues[i % directionValues.length],
    lat: Number((hood.lat + faker.number.float({ min: -0.006, max: 0.006 })).toFixed(6)),
    lng: Number((hood.lng + faker.number.float({ min: -0.006, max: 0.006 })).toFixed(6)),
    halls: faker.number.int({ min: 0, max: 3 }),
    rooms: faker.number.int({ min: 1, max: 12 }),
    bathrooms: faker.number.int({ min: 1, max: 6 }),
    kitchens: faker.number.int({ min: 0, max: 2 }),
    area,
    features: faker.helpers
      .arrayElements(FEATURES, { min: 3, max: 7 })
      .map((f) => f.id)
      .sort((a, b) => a - b),
    description_ar: `${cat.ar} بمساحة ${area} م² في حي ${hood.ar} على ${street.ar}، قريب من الخدمات ومجهز بإنترنت عالي السرعة واستقبال ومواقف. مناسب للشركات الناشئة ورواد الأعمال.`,
    description_en: `${cat.en} of ${area} m² in ${hood.en} on ${street.en}, close to amenities, with fast internet, reception and parking. Suits startups and entrepreneurs.`,
    deed_number: `31${faker.string.numeric(10)}`,
    building_license: `43${faker.string.numeric(8)}`,
    license_number: `7${faker.string.numeric(9)}`,
    advertiser_relationship: advertiserRelationshipValues[i % advertiserRelationshipValues.length],
    exclusivity: i % 2 === 0 ? 'exclusive' : 'non_exclusive',
    status,
    display_status: status === 'published' ? 'published' : 'not_published',
    views: faker.number.int({ min: 40, max: 9000 }),
    created_at: iso(created),
    published_at: status === 'published' ? iso(new Date(created.getTime() + 2 * DAY)) : null,
  };
}

/**
 * Workspaces rented by the day may also be rented by the week: a week costs six days
 * (computed, not drawn, so the seed's other random values stay where they were).
 */
function withWeekly(category: Category, prices: UnitRow['prices'], ids: Counters) {
  const daily = prices.find((p) => p.type_res_id === 2);
  if (!daily || category === 'meeting_room') return prices;
  return [...prices, { id: ids.price++, type_res_id: 5, price: daily.price * 6, active: true }];
}

/** Unit number `u` of office number `i` (of `count` units). */
function unit(o: OfficeRow, i: number, u: number, count: number, ids: Counters): UnitRow {
  const category = o.category;
  const cat = CATEGORY_TEXT[category];
  const uArea =
    category === 'desk'
      ? faker.number.int({ min: 2, max: 6 })
      : faker.number.int({ min: 12, max: 180 });
  const width = Number(Math.sqrt(uArea).toFixed(1));
  const services = faker.helpers.arrayElements(SERVICES, { min: 0, max: 2 }).map((s, k) => ({
    id: ids.service++,
    name_ar: s.ar,
    name_en: s.en,
    price: s.price,
    type: s.type,
    mandatory: k === 0 && u === 1,
  }));
  const id = ids.unit;
  return {
    id,
    office_id: o.id,
    owner_id: o.owner_id,
    name_ar: fit(`${cat.ar} ${u + 1}`),
    name_en: fit(`${cat.en} ${u + 1}`),
    code: `U${pad(id, 4)}`,
    area: uArea,
    width,
    length: Number((uArea / width).toFixed(1)),
    height: 3,
    furnished: furnishedValues[(i + u) % furnishedValues.length],
    capacity: category === 'desk' ? 1 : faker.number.int({ min: 2, max: 30 }),
    tables_count:
      category === 'shared_workspace'
        ? faker.number.int({ min: 6, max: 40 })
        : category === 'desk'
          ? 1
          : 0,
    services,
    features: o.features.slice(0, 3),
    status: o.status === 'published' ? 'published' : o.status,
    display_status: u === count - 1 && i % 6 === 5 ? 'not_published' : o.display_status,
    description_ar: `${cat.ar} رقم ${u + 1} في ${o.name_ar}، إضاءة طبيعية وتكييف مركزي وإنترنت سريع.`,
    description_en: `${cat.en} no. ${u + 1} at ${o.name_en}, natural light, central AC and fast internet.`,
    deposit_percent: [10, 20, 25, 50][(i + u) % 4],
    refundable_insurance: category === 'private_office' ? [1000, 2000, 5000][u % 3] : 0,
    prices: withWeekly(
      category,
      PRICE_RANGES[category].map(([type, min, max]) => ({
        id: ids.price++,
        type_res_id: type,
        price: Math.round(faker.number.int({ min, max }) / 5) * 5,
        active: true,
      })),
      ids,
    ),
    booking_terms: 'يمنع التدخين داخل الوحدة، ويلتزم المستأجر بأنظمة المبنى وساعات العمل.',
    cancellation_policy: cancellationPolicyValues[(i + u) % cancellationPolicyValues.length],
    min_notice_hours: category === 'meeting_room' ? 2 : 24,
    // Every third unit asks for the lessor's acceptance (the first unit of an office never does).
    booking_mode: u > 0 && (i + u) % 3 === 2 ? 'request' : 'instant',
    request_expiry_hours: 24,
    length_limits: category === 'meeting_room' ? [{ type_res_id: 1, min: 1, max: 8 }] : [],
    buffer_minutes: category === 'meeting_room' ? 30 : 0,
    locked_fields: o.owner_id === DEMO_LESSOR_ID && u === 0 ? ['refundable_deposit'] : [],
    created_at: iso(new Date(Date.parse(o.created_at) + DAY)),
  };
}

export async function seedListings(
  db: Db,
  scale: number,
  lessorIds: number[],
): Promise<SeededListings> {
  const offices: OfficeRow[] = [];
  const units: UnitRow[] = [];
  const ids = new Counters();
  const officeCount = Math.round(36 * scale);
  for (let i = 0; i < officeCount; i++) {
    const o = office(i, lessorIds);
    offices.push(o);
    ids.addMedia('office', o.id, 'main_image', 'main0001');
    for (let k = 1; k <= 4 + (i % 3); k++)
      ids.addMedia('office', o.id, 'image', `photo${pad(k, 3)}`);
    // A tour of one to two and a half minutes, as its movie header would say.
    if (i % 4 === 0) ids.addMedia('office', o.id, 'video', 'video001', 'mp4', 64 + ((i * 37) % 90));
    ids.addMedia('office', o.id, 'deed', 'deed0001', 'pdf');
    ids.addMedia('office', o.id, 'building_license', 'license01', 'pdf');

    const count = o.category === 'private_office' ? 2 + (i % 3) : 2 + (i % 2);
    for (let u = 0; u < count; u++) {
      units.push(unit(o, i, u, count, ids));
      ids.addMedia('unit', ids.unit, 'main_image', 'main0001');
      ids.addMedia('unit', ids.unit, 'image', 'photo001');
      ids.unit++;
    }
  }
  // An incomplete draft office and unit of the demo lessor (wizard "continue where you left").
  offices.push({
    ...offices[0],
    id: offices.length + 1,
    ad_number: `2${pad(offices.length + 1, 5)}`,
    name_ar: 'مكتب جديد قيد الإنشاء',
    name_en: 'New office draft',
    status: 'incomplete',
    display_status: 'not_published',
    published_at: null,
    created_at: iso(daysFromRef(-2)),
  });
  units.push({
    ...units[0],
    id: ids.unit,
    office_id: offices[0].id,
    name_ar: 'وحدة جديدة قيد الإنشاء',
    name_en: 'New unit draft',
    code: `U${pad(ids.unit, 4)}`,
    status: 'incomplete',
    display_status: 'not_published',
    locked_fields: [],
    prices: [{ id: ids.price++, type_res_id: 2, price: 250, active: true }],
    created_at: iso(daysFromRef(-1)),
  });
  await insert(db.offices, offices);
  await insert(db.units, units);
  await insert(db.media, ids.media);
  return { offices, units };
}
