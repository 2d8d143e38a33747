// Deterministic seed of the embedded backend: the same rows on every build (seeded
// faker + fixed reference date + hand-written Saudi data). The demo tenant (id 1) and
// demo lessor (id 2) get a complete history so every screen of the spec has content.
import { faker } from '@faker-js/faker/locale/ar';
import { DEMO_LESSOR, DEMO_TENANT } from '../demo-accounts';
import type { Store } from '../db/store';
import type {
  CouponRow,
  MediaRow,
  OfferRow,
  OfficeRow,
  ReservationRow,
  ReservationStatus,
  UnitRow,
  UserRow,
} from '../db/schema';
import { DIRECTIONS, OFFICE_CATEGORIES, OFFICE_TYPES, RESERVATION_STATUSES } from '../db/schema';
import { FEATURES } from './catalogue';
import { bookingEndDate, bookingSlot, periodFromTypeResId, type PeriodType } from '@/domain';
import { quote } from '../lib/pricing';
import { TYPE_RESERVATION } from '../lib/labels';
import { FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES, SAUDI_BANKS, SAUDI_CITIES } from './saudi-places';

/** "Today" of the seed. Dates are spread around it; the clock never leaks in. */
export const SEED_REF_DATE = new Date('2026-11-21T09:00:00.000Z');
export const SEED = 20261121;

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString();
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);
const daysFromRef = (n: number, hour = 9) => {
  const d = new Date(SEED_REF_DATE.getTime() + n * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};
const pad = (n: number, w: number) => String(n).padStart(w, '0');

const CATEGORY_TEXT: Record<(typeof OFFICE_CATEGORIES)[number], { ar: string; en: string }> = {
  private_office: { ar: 'مكتب خاص', en: 'Private office' },
  shared_workspace: { ar: 'مساحة عمل مشتركة', en: 'Shared workspace' },
  meeting_room: { ar: 'قاعة اجتماعات', en: 'Meeting room' },
  desk: { ar: 'مكتب مرن', en: 'Hot desk' },
  training_hall: { ar: 'قاعة تدريب', en: 'Training hall' },
};

/** Fits a name into the contract's length limits (office and unit names are 4..29). */
const fit = (text: string, max = 29) => (text.length <= max ? text : text.slice(0, max).trimEnd());

const BRANDS = [
  { ar: 'مساحات', en: 'Masahat' },
  { ar: 'ركن الأعمال', en: 'Business Corner' },
  { ar: 'بيت الريادة', en: 'Riyada House' },
  { ar: 'منصة العمل', en: 'Work Platform' },
  { ar: 'واحة المكاتب', en: 'Office Oasis' },
  { ar: 'نقطة التقاء', en: 'Meeting Point' },
  { ar: 'برج الأفق', en: 'Horizon Tower' },
  { ar: 'مركز الإنجاز', en: 'Achievement Center' },
];

const SERVICES = [
  { ar: 'تنظيف يومي', en: 'Daily cleaning', price: 50, type: 'per_day' as const },
  { ar: 'خدمة الضيافة', en: 'Hospitality service', price: 75, type: 'per_booking' as const },
  { ar: 'موقف سيارة مخصص', en: 'Reserved parking', price: 100, type: 'per_booking' as const },
  { ar: 'شاشة عرض', en: 'Presentation screen', price: 60, type: 'per_booking' as const },
];

/** Realistic SAR price ranges per category and type_res_id (1 h, 2 d, 3 m, 4 y). */
const PRICE_RANGES: Record<string, Array<[number, number, number]>> = {
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

function person(gender: 'male' | 'female') {
  const first = faker.helpers.arrayElement(gender === 'male' ? MALE_NAMES : FEMALE_NAMES);
  const last = faker.helpers.arrayElement(FAMILY_NAMES);
  return { first, last };
}

function saudiId(prefix: '1' | '2'): string {
  // 10 digits with a valid Luhn checksum (domain-notes: doubled odd positions from the left).
  const body = prefix + faker.string.numeric(8);
  for (let check = 0; check <= 9; check++) {
    const s = body + check;
    let sum = 0;
    for (let i = 0; i < 10; i++) {
      let d = Number(s[i]);
      if (i % 2 === 0) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    if (sum % 10 === 0) return s;
  }
  return body + '0';
}

function iban(bankCode: string): string {
  const account = faker.string.numeric(18);
  const bban = bankCode + account;
  // ISO 13616 mod-97: move "SA00" to the end, letters to numbers.
  const numeric = (bban + 'SA00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const ch of numeric) rem = (rem * 10 + Number(ch)) % 97;
  return `SA${pad(98 - rem, 2)}${bban}`;
}

const vatNumber = () => `3${faker.string.numeric(13)}3`;
const mobile = (n: number) => `+9665${pad(n, 8)}`;

export interface SeedOptions {
  /** Scale factor for the generated (non-demo) part; 1 = the default demo size. */
  scale?: number;
}

export async function seed(store: Store, options: SeedOptions = {}): Promise<void> {
  const scale = options.scale ?? 1;
  faker.seed(SEED);
  faker.setDefaultRefDate(SEED_REF_DATE);
  const { db } = store;

  // ---------- users ----------
  const users: UserRow[] = [];
  const baseUser = (over: Partial<UserRow> & Pick<UserRow, 'id' | 'phone' | 'type'>): UserRow => ({
    first_name: '',
    last_name: '',
    first_name_en: '',
    last_name_en: '',
    email: null,
    company_name: null,
    office_name: null,
    city_id: 1,
    district: null,
    identity_type: 'national_id',
    identity_number: null,
    commercial_register: null,
    vat_number: null,
    bio: null,
    logo: null,
    has_license: false,
    license_number: null,
    verification_status: 'unverified',
    payout_method: null,
    stc_pay_mobile: null,
    bank_name: null,
    bank_holder_name: null,
    iban: null,
    parent_id: null,
    member_role: null,
    profile_completed: true,
    created_at: iso(daysFromRef(-400)),
    ...over,
  });

  users.push(
    baseUser({
      id: 1,
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
      id: 2,
      phone: DEMO_LESSOR.phoneE164,
      type: 'business',
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
  );
  const lessorCount = 6;
  for (let i = 0; i < lessorCount; i++) {
    const p = person(i % 3 === 0 ? 'female' : 'male');
    const brand = BRANDS[(i + 1) % BRANDS.length];
    const bank = faker.helpers.arrayElement(SAUDI_BANKS);
    users.push(
      baseUser({
        id: 3 + i,
        phone: mobile(10 + i),
        type: 'business',
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
        verification_status: i === lessorCount - 1 ? 'waiting' : 'verified',
        payout_method: i % 2 ? 'stc_pay' : 'bank',
        stc_pay_mobile: mobile(10 + i),
        bank_name: bank.ar,
        bank_holder_name: `${p.first.ar} ${p.last.ar}`,
        iban: iban(bank.code),
        created_at: iso(daysFromRef(-faker.number.int({ min: 200, max: 900 }))),
      }),
    );
  }
  const tenantCount = Math.round(24 * scale);
  const firstTenantId = 3 + lessorCount;
  for (let i = 0; i < tenantCount; i++) {
    const p = person(i % 3 === 1 ? 'female' : 'male');
    const resident = i % 5 === 4;
    users.push(
      baseUser({
        id: firstTenantId + i,
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
        profile_completed: i !== tenantCount - 1,
        created_at: iso(daysFromRef(-faker.number.int({ min: 10, max: 600 }))),
      }),
    );
  }
  // Members of the demo lessor's account (user management).
  users.push(
    baseUser({
      id: firstTenantId + tenantCount,
      phone: mobile(900),
      type: 'business',
      first_name: 'سلطان',
      last_name: 'الدوسري',
      first_name_en: 'Sultan',
      last_name_en: 'Aldosari',
      parent_id: 2,
      member_role: 'site_inspector',
      created_at: iso(daysFromRef(-90)),
    }),
    baseUser({
      id: firstTenantId + tenantCount + 1,
      phone: mobile(901),
      type: 'business',
      first_name: 'ريم',
      last_name: 'الشمري',
      first_name_en: 'Reem',
      last_name_en: 'Alshammari',
      parent_id: 2,
      member_role: 'accountant',
      created_at: iso(daysFromRef(-60)),
    }),
  );
  for (const u of users) await db.users.create(u);
  const tenantIds = [
    1,
    ...users.filter((u) => u.type === 'ordinary' && u.id !== 1).map((u) => u.id),
  ];
  const lessorIds = [2, ...Array.from({ length: lessorCount }, (_, i) => 3 + i)];

  // ---------- offices, units, media ----------
  const offices: OfficeRow[] = [];
  const units: UnitRow[] = [];
  const media: MediaRow[] = [];
  const addMedia = (
    owner: MediaRow['owner'],
    ownerId: number,
    kind: MediaRow['kind'],
    name: string,
    ext = 'jpg',
  ) => {
    media.push({
      id: media.length + 1,
      owner,
      owner_id: ownerId,
      path: `uploads/${owner === 'office' ? 'offices' : 'units'}/${ownerId}/${name}.${ext}`,
      kind,
      sort_order: media.filter((m) => m.owner === owner && m.owner_id === ownerId).length,
    });
  };
  const officeCount = Math.round(36 * scale);
  let unitId = 1;
  let serviceId = 1;
  let priceId = 1;
  for (let i = 0; i < officeCount; i++) {
    // The demo lessor owns the first 8 offices (Riyadh, Jeddah, Khobar, Dammam), others rotate.
    const ownerId = i < 8 ? 2 : lessorIds[1 + (i % lessorCount)];
    const city =
      i < 8 ? SAUDI_CITIES[[0, 0, 0, 1, 1, 3, 0, 2][i]] : SAUDI_CITIES[i % SAUDI_CITIES.length];
    const hood = city.neighbourhoods[i % city.neighbourhoods.length];
    const street = hood.streets[i % hood.streets.length];
    const category = OFFICE_CATEGORIES[i % OFFICE_CATEGORIES.length];
    const brand = BRANDS[i % BRANDS.length];
    const cat = CATEGORY_TEXT[category];
    const created = daysFromRef(-faker.number.int({ min: 20, max: 500 }));
    const status: OfficeRow['status'] =
      i === 7 ? 'not_published' : i === 30 ? 'closed' : 'published';
    const area = faker.number.int({ min: 40, max: 900 });
    const office: OfficeRow = {
      id: i + 1,
      owner_id: ownerId,
      ad_number: `2${pad(i + 1, 5)}`,
      name_ar: fit(`${brand.ar} ${hood.ar}`),
      name_en: fit(`${brand.en} ${hood.en}`),
      ad_title_ar: `${cat.ar} للإيجار في حي ${hood.ar} - ${city.ar}`,
      ad_title_en: `${cat.en} for rent in ${hood.en}, ${city.en}`,
      category,
      type: OFFICE_TYPES[i % OFFICE_TYPES.length],
      city_id: city.id,
      neighborhood_ar: hood.ar,
      neighborhood_en: hood.en,
      street_ar: street.ar,
      street_en: street.en,
      interface: DIRECTIONS[i % DIRECTIONS.length],
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
      advertiser_relationship: (['owner', 'agent', 'marketer'] as const)[i % 3],
      exclusivity: i % 2 === 0 ? 'exclusive' : 'non_exclusive',
      status,
      display_status: status === 'published' ? 'published' : 'not_published',
      views: faker.number.int({ min: 40, max: 9000 }),
      created_at: iso(created),
      published_at: status === 'published' ? iso(new Date(created.getTime() + 2 * DAY)) : null,
    };
    offices.push(office);
    addMedia('office', office.id, 'main_image', 'main0001');
    for (let k = 1; k <= 4 + (i % 3); k++)
      addMedia('office', office.id, 'image', `photo${pad(k, 3)}`);
    if (i % 4 === 0) addMedia('office', office.id, 'video', 'video001', 'mp4');
    addMedia('office', office.id, 'deed', 'deed0001', 'pdf');
    addMedia('office', office.id, 'building_license', 'license01', 'pdf');

    const unitsHere = category === 'private_office' ? 2 + (i % 3) : 2 + (i % 2);
    for (let u = 0; u < unitsHere; u++) {
      const ranges = PRICE_RANGES[category];
      const uArea =
        category === 'desk'
          ? faker.number.int({ min: 2, max: 6 })
          : faker.number.int({ min: 12, max: 180 });
      const width = Number(Math.sqrt(uArea).toFixed(1));
      const services = faker.helpers.arrayElements(SERVICES, { min: 0, max: 2 }).map((s, k) => ({
        id: serviceId++,
        name_ar: s.ar,
        name_en: s.en,
        price: s.price,
        type: s.type,
        mandatory: k === 0 && u === 1,
      }));
      const unitStatus: UnitRow['status'] =
        office.status === 'published' ? 'published' : office.status;
      units.push({
        id: unitId,
        office_id: office.id,
        owner_id: ownerId,
        name_ar: fit(`${cat.ar} ${u + 1}`),
        name_en: fit(`${cat.en} ${u + 1}`),
        code: `U${pad(unitId, 4)}`,
        area: uArea,
        width,
        length: Number((uArea / width).toFixed(1)),
        height: 3,
        furnished: (['furnished', 'semi_furnished', 'unfurnished'] as const)[(i + u) % 3],
        capacity: category === 'desk' ? 1 : faker.number.int({ min: 2, max: 30 }),
        tables_count:
          category === 'shared_workspace'
            ? faker.number.int({ min: 6, max: 40 })
            : category === 'desk'
              ? 1
              : 0,
        services,
        features: office.features.slice(0, 3),
        status: unitStatus,
        display_status:
          u === unitsHere - 1 && i % 6 === 5 ? 'not_published' : office.display_status,
        description_ar: `${cat.ar} رقم ${u + 1} في ${office.name_ar}، إضاءة طبيعية وتكييف مركزي وإنترنت سريع.`,
        description_en: `${cat.en} no. ${u + 1} at ${office.name_en}, natural light, central AC and fast internet.`,
        deposit_percent: [10, 20, 25, 50][(i + u) % 4],
        refundable_insurance: category === 'private_office' ? [1000, 2000, 5000][u % 3] : 0,
        prices: ranges.map(([type, min, max]) => ({
          id: priceId++,
          type_res_id: type,
          price: Math.round(faker.number.int({ min, max }) / 5) * 5,
          active: true,
        })),
        booking_terms: 'يمنع التدخين داخل الوحدة، ويلتزم المستأجر بأنظمة المبنى وساعات العمل.',
        cancellation_policy: 'الإلغاء مجاني قبل 48 ساعة من موعد الوصول، وبعدها يخصم مبلغ العربون.',
        min_notice_hours: category === 'meeting_room' ? 2 : 24,
        locked_fields: ownerId === 2 && u === 0 ? ['refundable_deposit'] : [],
        created_at: iso(new Date(created.getTime() + DAY)),
      });
      addMedia('unit', unitId, 'main_image', 'main0001');
      addMedia('unit', unitId, 'image', 'photo001');
      unitId++;
    }
  }
  // An incomplete draft office and unit of the demo lessor (wizard "continue where you left").
  const draft: OfficeRow = {
    ...offices[0],
    id: offices.length + 1,
    ad_number: `2${pad(offices.length + 1, 5)}`,
    name_ar: 'مكتب جديد قيد الإنشاء',
    name_en: 'New office draft',
    status: 'incomplete',
    display_status: 'not_published',
    published_at: null,
    created_at: iso(daysFromRef(-2)),
  };
  offices.push(draft);
  units.push({
    ...units[0],
    id: unitId,
    office_id: offices[0].id,
    name_ar: 'وحدة جديدة قيد الإنشاء',
    name_en: 'New unit draft',
    code: `U${pad(unitId, 4)}`,
    status: 'incomplete',
    display_status: 'not_published',
    locked_fields: [],
    prices: [{ id: priceId++, type_res_id: 2, price: 250, active: true }],
    created_at: iso(daysFromRef(-1)),
  });
  for (const o of offices) await db.offices.create(o);
  for (const u of units) await db.units.create(u);
  for (const m of media) await db.media.create(m);

  // ---------- offers and coupons ----------
  const offers: OfferRow[] = [];
  const demoUnits = units.filter((u) => u.owner_id === 2 && u.status === 'published');
  const offerSpecs: Array<[string, 'percentage' | 'fixed', number, number, number, boolean]> = [
    ['خصم الشتاء', 'percentage', 15, -10, 60, true],
    ['عرض الافتتاح', 'percentage', 20, -200, -150, true], // expired
    ['خصم نهاية الأسبوع', 'fixed', 50, -5, 30, true],
    ['عرض رمضان', 'percentage', 25, 90, 120, true], // future: applies only to arrivals then
    ['عرض متوقف', 'percentage', 30, -30, 90, false], // disabled
  ];
  let offerId = 1;
  offerSpecs.forEach(([name, type, value, from, to, active], k) => {
    offers.push({
      id: offerId++,
      owner_id: 2,
      name,
      type,
      value,
      start_date: dateOnly(daysFromRef(from)),
      end_date: dateOnly(daysFromRef(to)),
      unit_ids: demoUnits.filter((_, idx) => idx % offerSpecs.length === k).map((u) => u.id),
      price_types: type === 'fixed' ? ['daily'] : ['all'],
      is_active: active,
      required_deposit_percent: k === 0 ? 20 : null,
      created_at: iso(daysFromRef(from - 3)),
    });
  });
  for (let k = 0; k < Math.round(10 * scale); k++) {
    const owner = lessorIds[1 + (k % lessorCount)];
    const own = units.filter((u) => u.owner_id === owner);
    const active = k % 3 !== 2;
    offers.push({
      id: offerId++,
      owner_id: owner,
      name: ['خصم خاص', 'عرض الموسم', 'عرض اليوم الوطني', 'عرض الشركات الناشئة'][k % 4],
      type: k % 4 === 3 ? 'fixed' : 'percentage',
      value: k % 4 === 3 ? 100 : [5, 10, 15, 20][k % 4],
      start_date: dateOnly(daysFromRef(active ? -20 : -120)),
      end_date: dateOnly(daysFromRef(active ? 45 : -60)),
      unit_ids: own.slice(0, 2).map((u) => u.id),
      price_types: k % 4 === 3 ? ['daily'] : ['all'],
      is_active: true,
      required_deposit_percent: null,
      created_at: iso(daysFromRef(active ? -22 : -125)),
    });
  }
  for (const o of offers) await db.offers.create(o);

  const couponSpecs: Array<
    [string, string, 'percentage' | 'fixed', number, number, number, number, number, boolean]
  > = [
    // code, name, type, value, max uses, used, from, to, active
    ['WELCOME10', 'كوبون الترحيب', 'percentage', 10, 60, 10, -30, 90, true],
    ['SAVE100', 'خصم 100 ريال', 'fixed', 100, 20, 15, -10, 60, true],
    ['NATIONAL94', 'اليوم الوطني', 'percentage', 20, 30, 30, -70, -50, true],
    ['LASTONE', 'آخر استخدام', 'percentage', 5, 10, 9, -5, 30, true],
    ['PAUSED15', 'كوبون موقوف', 'percentage', 15, 20, 0, -5, 30, false],
  ];
  const coupons: CouponRow[] = couponSpecs.map(
    ([code, name, type, value, max, used, from, to, active], k) => ({
      id: k + 1,
      owner_id: 2,
      code,
      name,
      type,
      value,
      max_uses: max,
      used_count: used,
      active_from: dateOnly(daysFromRef(from)),
      active_to: dateOnly(daysFromRef(to)),
      unit_ids: units.filter((u) => u.owner_id === 2 && u.status === 'published').map((u) => u.id),
      price_types: ['all'],
      is_active: active,
      created_at: iso(daysFromRef(from - 2)),
    }),
  );
  for (let k = 0; k < Math.round(6 * scale); k++) {
    coupons.push({
      id: coupons.length + 1,
      owner_id: lessorIds[1 + (k % lessorCount)],
      code: `OFF${pad(k + 1, 2)}${faker.string.alpha({ length: 2, casing: 'upper' })}`,
      name: 'كوبون خصم',
      type: 'percentage',
      value: [5, 10, 15][k % 3],
      max_uses: 40,
      used_count: faker.number.int({ min: 0, max: 40 }),
      active_from: dateOnly(daysFromRef(-20)),
      active_to: dateOnly(daysFromRef(k % 2 ? 40 : -1)),
      unit_ids: units
        .filter((u) => u.owner_id === lessorIds[1 + (k % lessorCount)])
        .map((u) => u.id),
      price_types: ['all'],
      is_active: true,
      created_at: iso(daysFromRef(-21)),
    });
  }
  for (const c of coupons) await db.coupons.create(c);

  // ---------- reviews ----------
  const REVIEW_TEXTS = [
    { t: 'مكان رائع', c: 'المكتب نظيف والإنترنت سريع وفريق الاستقبال متعاون.', r: 5 },
    { t: 'تجربة ممتازة', c: 'قاعة الاجتماعات مجهزة بالكامل والموقع سهل الوصول.', r: 5 },
    { t: 'جيد جدا', c: 'المكان هادئ ومناسب للعمل، لكن المواقف محدودة وقت الذروة.', r: 4 },
    { t: 'سعر مناسب', c: 'السعر مناسب لكن التكييف يحتاج صيانة.', r: 3 },
    { t: 'أنصح به', c: 'مساحة العمل المشتركة مريحة والقهوة ممتازة.', r: 4 },
    { t: 'لم يعجبني', c: 'الضوضاء عالية في المساء ولم تكن الطاولة جاهزة عند وصولي.', r: 2 },
  ];
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

  // ---------- reservations, payments, invoices ----------
  // Every status appears for the demo pair; the rest spread over other tenants/lessors.
  type Plan = {
    tenant: number;
    unit: UnitRow;
    status: ReservationStatus;
    startDay: number;
    plan: 'full' | 'deposit';
    method: 'gateway' | 'bank';
  };
  const reservationPlan: Plan[] = [];
  const PAST: ReservationStatus[] = ['finished', 'complete', 'cancelled', 'rejected'];
  const demoStatuses: ReservationStatus[] = [
    ...RESERVATION_STATUSES,
    'complete',
    'active',
    'accepted',
    'finished',
  ];
  demoStatuses.forEach((status, k) => {
    const startDay = PAST.includes(status)
      ? -90 + k * 7
      : status === 'active'
        ? -3 - k
        : 10 + k * 9;
    reservationPlan.push({
      tenant: 1,
      unit: demoUnits[k % demoUnits.length],
      status,
      startDay,
      plan: k % 3 === 1 ? 'deposit' : 'full',
      method: k % 4 === 2 ? 'bank' : 'gateway',
    });
  });
  const publishedUnits = units.filter((u) => u.status === 'published');
  const otherCount = Math.round(60 * scale);
  for (let k = 0; k < otherCount; k++) {
    const status = RESERVATION_STATUSES[k % RESERVATION_STATUSES.length];
    reservationPlan.push({
      tenant: tenantIds[1 + (k % (tenantIds.length - 1))],
      unit:
        k % 3 === 0
          ? demoUnits[k % demoUnits.length]
          : publishedUnits[(k * 7) % publishedUnits.length],
      status,
      startDay: PAST.includes(status)
        ? -faker.number.int({ min: 30, max: 300 })
        : status === 'active'
          ? -faker.number.int({ min: 1, max: 5 })
          : faker.number.int({ min: 5, max: 120 }),
      plan: k % 4 === 1 ? 'deposit' : 'full',
      method: k % 5 === 2 ? 'bank' : 'gateway',
    });
  }

  let reservationId = 1;
  let paymentId = 1;
  let invoiceId = 1;
  const reservations: ReservationRow[] = [];
  for (const p of reservationPlan) {
    // Mostly the second option (daily or monthly); every fourth booking takes the first
    // (hourly where the unit has it), so calendars show hourly days too.
    const typeResId =
      p.unit.prices[reservationId % 4 === 0 ? 0 : Math.min(1, p.unit.prices.length - 1)]
        .type_res_id;
    const period = periodFromTypeResId(typeResId) as PeriodType;
    const duration =
      period === 'hourly'
        ? 3
        : period === 'daily'
          ? 1 + (reservationId % 5)
          : period === 'monthly'
            ? 1 + (reservationId % 3)
            : 1;
    const startDate = dateOnly(daysFromRef(p.startDay));
    const slot = bookingSlot(
      period === 'hourly'
        ? { period, start_date: startDate, arrival_time: '10:00 AM', departure_time: '01:00 PM' }
        : { period, start_date: startDate, end_date: bookingEndDate(period, startDate, duration) },
    )!;
    // Skip a plan that would collide with an existing live booking of the same unit.
    const clash = reservations.some(
      (r) =>
        r.unit_id === p.unit.id &&
        !['cancelled', 'rejected'].includes(r.status) &&
        r.start_at < slot.end &&
        slot.start < r.end_at,
    );
    if (clash) continue;
    const q = quote({
      unit: p.unit,
      offers: offers.filter((o) => o.owner_id === p.unit.owner_id),
      period,
      arrival: slot.start,
      periods: duration,
      plan: p.plan,
    });
    const paid = ['accepted', 'active', 'complete', 'finished'].includes(p.status);
    const awaiting = p.status === 'processing';
    const start = new Date(`${slot.start}Z`);
    const created = new Date(
      Math.min(
        start.getTime() - 5 * DAY,
        SEED_REF_DATE.getTime() - (reservationId % 20) * 3_600_000,
      ),
    );
    const row: ReservationRow = {
      id: reservationId,
      unit_id: p.unit.id,
      office_id: p.unit.office_id,
      tenant_id: p.tenant,
      lessor_id: p.unit.owner_id,
      status: p.status,
      period,
      type_res_id: typeResId,
      start_at: slot.start,
      end_at: slot.end,
      duration,
      unit_price: q.unit_price,
      base_amount: q.base_amount,
      offer_discount: q.offer_discount,
      offer_discount_value: q.offer_discount_value,
      coupon_id: null,
      coupon_discount: 0,
      coupon_discount_value: 0,
      services_amount: q.services_amount,
      commission_rate: q.commission_rate,
      commission_value: q.commission_value,
      tax_rate: q.tax_rate,
      tax_value: q.tax_value,
      total_amount: q.total_amount,
      paid_amount: paid ? q.due_now : 0,
      remaining_amount: paid ? q.remaining_amount : q.total_amount,
      net_amount: q.net_amount,
      payment_method: p.status === 'pending' ? null : awaiting ? 'bank' : p.method,
      pay_mode: p.plan,
      inspector_name: paid ? 'عبدالرحمن الشهري' : null,
      inspector_phone: paid ? '+966555123456' : null,
      notes: null,
      status_reason:
        p.status === 'rejected'
          ? 'الوحدة غير متاحة في الموعد المطلوب'
          : p.status === 'cancelled'
            ? 'تغيرت خطط العمل'
            : null,
      created_at: iso(created),
      updated_at: iso(created),
    };
    reservations.push(row);
    await db.reservations.create(row);
    if (paid || awaiting) {
      const method = awaiting ? 'bank' : p.method;
      await db.payments.create({
        id: paymentId++,
        reservation_id: row.id,
        tenant_id: row.tenant_id,
        lessor_id: row.lessor_id,
        amount: q.due_now,
        method,
        pay_mode: p.plan,
        status: awaiting ? 'awaiting_confirmation' : 'paid',
        receipt_image:
          method === 'bank' ? `uploads/receipts/${row.id}/rcpt${pad(row.id, 6)}.jpg` : null,
        gateway_ref: method === 'gateway' ? `pay_${faker.string.alphanumeric(14)}` : null,
        failure_reason: null,
        created_at: iso(new Date(created.getTime() + 600_000)),
        confirmed_at: awaiting ? null : iso(new Date(created.getTime() + 900_000)),
      });
    }
    if (paid) {
      await db.tenantInvoices.create({
        id: invoiceId,
        invoice_number: `INV-${pad(invoiceId, 6)}`,
        reservation_id: row.id,
        tenant_id: row.tenant_id,
        lessor_id: row.lessor_id,
        release_date: dateOnly(created),
        created_at: iso(new Date(created.getTime() + 900_000)),
        total_amount: row.total_amount,
        remaining_amount: row.remaining_amount,
        invoice_status: row.remaining_amount > 0 ? 'partial' : 'paid',
        payment_method: p.method,
        offer_discount: row.offer_discount,
        offer_discount_value: row.offer_discount_value,
        coupon_discount: 0,
        coupon_discount_value: 0,
        commission_rate_tenant: row.commission_rate,
        commission_value_tenant: row.commission_value,
        tax_rate: row.tax_rate,
        tax_value: row.tax_value,
        services: invoiceLines(p.unit, period, duration, q.unit_price, q.base_amount),
      });
      invoiceId++;
    }
    reservationId++;
  }

  // ---------- lessor (business) invoices, transfers, statements ----------
  let bizId = 1;
  for (const lessor of lessorIds) {
    const n = lessor === 2 ? 14 : 3;
    for (let k = 0; k < n; k++) {
      const paidAmt = faker.number.int({ min: 300, max: 9000 });
      const partial = k % 3 === 1;
      const created = daysFromRef(-k * 11 - 2);
      await db.businessInvoices.create({
        id: bizId,
        invoice_number: `BIN-${pad(bizId, 6)}`,
        lessor_id: lessor,
        release_date: dateOnly(created),
        created_at: iso(created),
        paid_amount: paidAmt,
        remaining_amount: partial ? faker.number.int({ min: 100, max: 2000 }) : 0,
        invoice_status: partial ? 'partial' : 'paid',
        description: k % 2 ? 'عمولة المنصة على الحجوزات' : 'اشتراك الباقة الذهبية',
        tax_value: Math.round((paidAmt * 15 * 100) / 115) / 100, // VAT included in the paid amount
        payment_method: k % 2 ? 'Bank' : 'StcPay',
        payment_tenants_image: k % 2 ? `uploads/receipts/${bizId}/rcpt${pad(bizId, 6)}.jpg` : null,
      });
      bizId++;
    }
  }
  let transferId = 1;
  for (const lessor of lessorIds) {
    const n = lessor === 2 ? 12 : 2;
    const owner = users.find((u) => u.id === lessor)!;
    for (let k = 0; k < n; k++) {
      const entitlement = faker.number.int({ min: 1500, max: 40000 });
      const method = owner.payout_method ?? 'bank';
      const fees = method === 'stc_pay' ? 5 : 10;
      const status =
        k === 0 ? 'pending' : k === 1 ? 'processing' : k === 5 ? 'failed' : 'completed';
      const created = daysFromRef(-k * 14 - 1);
      await db.transfers.create({
        id: transferId,
        number: `TRF-${pad(transferId, 6)}`,
        lessor_id: lessor,
        executed_at: iso(new Date(created.getTime() + 2 * DAY)),
        created_at: iso(created),
        method,
        recipient_mobile: owner.stc_pay_mobile ?? owner.phone,
        requests_count: faker.number.int({ min: 1, max: 12 }),
        fees,
        entitlement_amount: entitlement,
        net_amount: entitlement - fees,
        status,
      });
      transferId++;
    }
  }
  let statementId = 1;
  for (const lessor of lessorIds) {
    let balance = lessor === 2 ? 12500 : 2000;
    for (let m = 11; m >= 0; m--) {
      const first = new Date(Date.UTC(2026, 10 - m, 1));
      const month = first.toISOString().slice(0, 7);
      const opening = balance;
      const entries = [];
      for (let e = 0; e < 3; e++) {
        const credit = e < 2 ? faker.number.int({ min: 1500, max: 15000 }) : 0;
        const debit = e === 2 ? faker.number.int({ min: 1000, max: 12000 }) : 0;
        balance = balance + credit - debit;
        entries.push({
          date: `${month}-${pad(5 + e * 10, 2)}`,
          text: e < 2 ? `إيراد حجز رقم ${100 + m * 3 + e}` : 'تحويل مستحقات إلى الحساب البنكي',
          debit,
          credit,
          balance,
        });
      }
      await db.statements.create({
        id: statementId++,
        lessor_id: lessor,
        month,
        opening_balance: opening,
        closing_balance: balance,
        entries,
        created_at: iso(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1))),
      });
    }
  }

  // ---------- contracts ----------
  const models: Array<[string, 'residential' | 'commercial', number | null]> = [
    ['عقد إيجار مكتب تجاري', 'commercial', null],
    ['عقد إيجار سكني موحد', 'residential', null],
    ['عقد مساحة عمل مشتركة', 'commercial', null],
    ['نموذج مساحات للمكاتب الخاصة', 'commercial', 2],
  ];
  for (let k = 0; k < models.length; k++) {
    const [name, type, owner] = models[k];
    await db.contractModels.create({
      id: k + 1,
      owner_id: owner,
      name,
      type,
      body: `${name}\nالطرف الأول (المؤجر): {{lessor_name}} - هوية رقم {{lessor_id}}\nالطرف الثاني (المستأجر): {{tenant_name}} - هوية رقم {{tenant_id}}\nالوحدة: {{unit_name}}\nمدة العقد من {{start_date}} إلى {{end_date}} بقيمة إيجار {{rent_amount}} ريال.`,
      updated_at: iso(daysFromRef(owner ? -120 : -600)),
    });
  }
  const lessorUser = users.find((u) => u.id === 2)!;
  const contractable = reservations.filter(
    (r) => r.lessor_id === 2 && ['accepted', 'active', 'complete', 'finished'].includes(r.status),
  );
  let contractId = 1;
  for (const r of contractable) {
    const tenant = users.find((u) => u.id === r.tenant_id)!;
    await db.contracts.create({
      id: contractId,
      number: `CT-${pad(contractId, 6)}`,
      status:
        r.status === 'finished' || r.status === 'complete'
          ? 'finished'
          : contractId % 4 === 0
            ? 'draft'
            : 'active',
      reservation_id: r.id,
      model_id: 1 + (contractId % 4),
      lessor_id: 2,
      tenant_id: tenant.id,
      lessor_name: `${lessorUser.first_name} ${lessorUser.last_name}`,
      lessor_identity: lessorUser.identity_number ?? '',
      tenant_name: `${tenant.first_name} ${tenant.last_name}`,
      tenant_identity: tenant.identity_number ?? '',
      ownership_document_number: `31${faker.string.numeric(10)}`,
      unit_id: r.unit_id,
      start_date: r.start_at.slice(0, 10),
      end_date: r.end_at.slice(0, 10),
      rent_amount: r.total_amount,
      payment_cycle: 'monthly',
      base_contract: contractId % 3 === 0 ? `uploads/contracts/${contractId}/contract.pdf` : null,
      extra_terms: null,
      cancel_reason: null,
      created_at: r.created_at,
    });
    contractId++;
  }
  for (let k = 0; k < 3; k++) {
    const tenant = users.find((u) => u.id === tenantIds[k + 2])!;
    await db.customContracts.create({
      id: k + 1,
      owner_id: 2,
      title: ['عقد مكتب خاص سنوي', 'عقد مساحة عمل لفريق', 'عقد قاعة تدريب'][k],
      lessor_name: `${lessorUser.first_name} ${lessorUser.last_name}`,
      lessor_identity: lessorUser.identity_number ?? '',
      tenant_name: `${tenant.first_name} ${tenant.last_name}`,
      tenant_identity: tenant.identity_number ?? '',
      office_details: `${offices[k].name_ar} - ${offices[k].neighborhood_ar}، مساحة ${offices[k].area} م²`,
      body: 'يتفق الطرفان على استئجار الوحدة المذكورة وفق الشروط المرفقة، ويلتزم المستأجر بالسداد في مواعيده.',
      start_date: dateOnly(daysFromRef(k * 30)),
      end_date: dateOnly(daysFromRef(k * 30 + 365)),
      rent_amount: 48000 + k * 6000,
      created_at: iso(daysFromRef(-k * 9 - 4)),
    });
  }

  // ---------- notifications, complaints, favourites, marketing ----------
  const NOTES: Array<{
    type: 'reservation' | 'payment' | 'transfer' | 'review' | 'system';
    ar: [string, string];
    en: [string, string];
  }> = [
    {
      type: 'reservation',
      ar: ['حجز جديد', 'لديك طلب حجز جديد بانتظار الموافقة.'],
      en: ['New booking', 'You have a new booking request awaiting approval.'],
    },
    {
      type: 'payment',
      ar: ['تم استلام الدفعة', 'تم تأكيد الدفع لحجزك بنجاح.'],
      en: ['Payment received', 'Your booking payment was confirmed.'],
    },
    {
      type: 'transfer',
      ar: ['تحويل مالي', 'تم تنفيذ تحويل مستحقاتك إلى حسابك البنكي.'],
      en: ['Transfer sent', 'Your dues were transferred to your bank account.'],
    },
    {
      type: 'review',
      ar: ['تقييم جديد', 'أضاف أحد المستأجرين تقييما لمكتبك.'],
      en: ['New review', 'A tenant reviewed your office.'],
    },
    {
      type: 'system',
      ar: ['عرض جديد', 'خصم 15٪ على مساحات العمل هذا الأسبوع.'],
      en: ['New offer', '15% off workspaces this week.'],
    },
  ];
  let notificationId = 1;
  for (const userId of [1, 2, ...tenantIds.slice(1, 6), ...lessorIds.slice(1, 3)]) {
    const n = userId <= 2 ? 12 : 3;
    for (let k = 0; k < n; k++) {
      const note = NOTES[(userId + k) % NOTES.length];
      await db.notifications.create({
        id: notificationId++,
        user_id: userId,
        title_ar: note.ar[0],
        title_en: note.en[0],
        body_ar: note.ar[1],
        body_en: note.en[1],
        type: note.type,
        link: null,
        read_at: k > 3 ? iso(daysFromRef(-k)) : null,
        created_at: iso(new Date(SEED_REF_DATE.getTime() - k * 5 * 3_600_000 - userId * 60_000)),
      });
    }
  }
  const COMPLAINTS: Array<[string, string]> = [
    ['الإعلان غير مطابق', 'الصور المعروضة لا تطابق المكتب عند الزيارة.'],
    ['تأخر استرداد المبلغ', 'ألغيت الحجز قبل أسبوع ولم يصل المبلغ المسترد.'],
    ['مشكلة في الدفع', 'تم خصم المبلغ مرتين من البطاقة عند الحجز.'],
    ['سلوك غير لائق', 'تعامل موظف الاستقبال لم يكن مهنيا أثناء الزيارة.'],
    ['استفسار عن الفاتورة', 'أحتاج فاتورة ضريبية باسم الشركة لحجز الشهر الماضي.'],
  ];
  for (let k = 0; k < 8; k++) {
    const [subject, reason] = COMPLAINTS[k % COMPLAINTS.length];
    const status = (['open', 'in_progress', 'resolved', 'closed'] as const)[k % 4];
    await db.complaints.create({
      id: k + 1,
      user_id: k < 3 ? 1 : k < 5 ? 2 : tenantIds[k],
      subject,
      reason,
      office_id: k % 2 ? offices[k].id : null,
      reservation_id: null,
      status,
      reply:
        status === 'resolved' || status === 'closed'
          ? 'تمت معالجة الشكوى، شكرا لتواصلك معنا.'
          : null,
      created_at: iso(daysFromRef(-k * 6 - 1)),
    });
  }
  let favoriteId = 1;
  for (const officeId of [9, 12, 17, 22, 3]) {
    await db.favorites.create({
      id: favoriteId++,
      user_id: 1,
      office_id: officeId,
      created_at: iso(daysFromRef(-officeId)),
    });
  }
  const marketing: Array<['pending' | 'processing' | 'completed' | 'rejected', number]> = [
    ['pending', 1],
    ['processing', 2],
    ['completed', 3],
    ['rejected', 4],
  ];
  for (const [status, officeId] of marketing) {
    await db.marketingRequests.create({
      id: officeId,
      owner_id: 2,
      office_id: officeId,
      status,
      channels: officeId % 2 ? ['social_media', 'email'] : ['featured_listing'],
      budget: 500 * officeId,
      notes: 'نرغب في إبراز الإعلان في الصفحة الرئيسية لمدة أسبوعين.',
      created_at: iso(daysFromRef(-officeId * 8)),
    });
  }
}

/** Invoice lines of a booking: the rent line, then mandatory services. */
export function invoiceLines(
  unit: UnitRow,
  period: PeriodType,
  duration: number,
  unitPrice: number,
  rent: number,
) {
  return [
    {
      id: 1,
      id_service: unit.id,
      description: `حجز ${unit.name_ar}`,
      price: unitPrice,
      type_reservation: TYPE_RESERVATION[period] as
        'hourly' | 'daily' | 'weekely' | 'monthly' | 'yearly',
      duration_res: duration,
      total: rent,
    },
    ...unit.services
      .filter((s) => s.mandatory)
      .map((s, k) => {
        const qty = s.type === 'per_booking' ? 1 : duration;
        return {
          id: 2 + k,
          id_service: s.id,
          description: s.name_ar,
          price: s.price,
          type_reservation: TYPE_RESERVATION[period] as
            'hourly' | 'daily' | 'weekely' | 'monthly' | 'yearly',
          duration_res: qty,
          total: Math.round(s.price * qty * 100) / 100,
        };
      }),
  ];
}
