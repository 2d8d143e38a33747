// Hand-written Saudi geography for the seed: real cities and real neighbourhoods with
// approximate centre coordinates (WGS84), so maps, filters and the "inside Saudi Arabia"
// rule all see plausible data. Faker's ar locale has no Saudi districts, hence this list.

export interface SaudiNeighbourhood {
  ar: string;
  en: string;
  lat: number;
  lng: number;
  streets: Array<{ ar: string; en: string }>;
}

export interface SaudiCity {
  id: number;
  ar: string;
  en: string;
  neighbourhoods: SaudiNeighbourhood[];
}

export const SAUDI_CITIES: SaudiCity[] = [
  {
    id: 1,
    ar: 'الرياض',
    en: 'Riyadh',
    neighbourhoods: [
      {
        ar: 'العليا',
        en: 'Al Olaya',
        lat: 24.6905,
        lng: 46.6853,
        streets: [
          { ar: 'طريق الملك فهد', en: 'King Fahd Road' },
          { ar: 'شارع العليا العام', en: 'Olaya Street' },
        ],
      },
      {
        ar: 'الملقا',
        en: 'Al Malqa',
        lat: 24.8156,
        lng: 46.6126,
        streets: [{ ar: 'طريق أنس بن مالك', en: 'Anas Ibn Malik Road' }],
      },
      {
        ar: 'حطين',
        en: 'Hittin',
        lat: 24.7644,
        lng: 46.6024,
        streets: [{ ar: 'طريق الأمير محمد بن سعد', en: 'Prince Mohammed bin Saad Road' }],
      },
      {
        ar: 'الياسمين',
        en: 'Al Yasmin',
        lat: 24.8225,
        lng: 46.6452,
        streets: [{ ar: 'طريق الملك عبدالعزيز', en: 'King Abdulaziz Road' }],
      },
      {
        ar: 'السليمانية',
        en: 'As Sulimaniyah',
        lat: 24.7033,
        lng: 46.7021,
        streets: [{ ar: 'شارع التحلية', en: 'Tahlia Street' }],
      },
      {
        ar: 'الصحافة',
        en: 'As Sahafah',
        lat: 24.8016,
        lng: 46.6347,
        streets: [{ ar: 'طريق العليا', en: 'Olaya Road' }],
      },
    ],
  },
  {
    id: 2,
    ar: 'جدة',
    en: 'Jeddah',
    neighbourhoods: [
      {
        ar: 'الروضة',
        en: 'Ar Rawdah',
        lat: 21.5618,
        lng: 39.1543,
        streets: [{ ar: 'شارع الأمير سلطان', en: 'Prince Sultan Street' }],
      },
      {
        ar: 'الشاطئ',
        en: 'Ash Shati',
        lat: 21.5886,
        lng: 39.1127,
        streets: [{ ar: 'طريق الكورنيش', en: 'Corniche Road' }],
      },
      {
        ar: 'الزهراء',
        en: 'Az Zahra',
        lat: 21.5872,
        lng: 39.1433,
        streets: [{ ar: 'شارع صاري', en: 'Sari Street' }],
      },
      {
        ar: 'الحمراء',
        en: 'Al Hamra',
        lat: 21.5339,
        lng: 39.1635,
        streets: [{ ar: 'شارع فلسطين', en: 'Palestine Street' }],
      },
    ],
  },
  {
    id: 3,
    ar: 'الدمام',
    en: 'Dammam',
    neighbourhoods: [
      {
        ar: 'الفيصلية',
        en: 'Al Faisaliyah',
        lat: 26.4035,
        lng: 50.0596,
        streets: [{ ar: 'طريق الملك سعود', en: 'King Saud Road' }],
      },
      {
        ar: 'الشاطئ الغربي',
        en: 'Ash Shati Al Gharbi',
        lat: 26.4606,
        lng: 50.1051,
        streets: [{ ar: 'طريق الخليج', en: 'Gulf Road' }],
      },
      {
        ar: 'المزروعية',
        en: 'Al Mazruiyah',
        lat: 26.4349,
        lng: 50.0844,
        streets: [{ ar: 'شارع الأمير محمد بن فهد', en: 'Prince Mohammed bin Fahd Street' }],
      },
    ],
  },
  {
    id: 4,
    ar: 'الخبر',
    en: 'Khobar',
    neighbourhoods: [
      {
        ar: 'العقربية',
        en: 'Al Aqrabiyah',
        lat: 26.2926,
        lng: 50.2037,
        streets: [{ ar: 'شارع الملك خالد', en: 'King Khalid Street' }],
      },
      {
        ar: 'الراكة',
        en: 'Ar Rakah',
        lat: 26.3431,
        lng: 50.1953,
        streets: [{ ar: 'طريق الملك فهد', en: 'King Fahd Road' }],
      },
      {
        ar: 'الثقبة',
        en: 'Ath Thuqbah',
        lat: 26.2698,
        lng: 50.1957,
        streets: [{ ar: 'شارع الأمير حمود', en: 'Prince Hamoud Street' }],
      },
    ],
  },
  {
    id: 5,
    ar: 'مكة المكرمة',
    en: 'Makkah',
    neighbourhoods: [
      {
        ar: 'العزيزية',
        en: 'Al Aziziyah',
        lat: 21.4036,
        lng: 39.8668,
        streets: [{ ar: 'شارع العزيزية العام', en: 'Aziziyah Main Street' }],
      },
      {
        ar: 'الشوقية',
        en: 'Ash Shawqiyah',
        lat: 21.3784,
        lng: 39.7931,
        streets: [{ ar: 'طريق الملك عبدالله', en: 'King Abdullah Road' }],
      },
    ],
  },
  {
    id: 6,
    ar: 'المدينة المنورة',
    en: 'Madinah',
    neighbourhoods: [
      {
        ar: 'قباء',
        en: 'Quba',
        lat: 24.4395,
        lng: 39.6172,
        streets: [{ ar: 'طريق قباء', en: 'Quba Road' }],
      },
      {
        ar: 'العزيزية',
        en: 'Al Aziziyah',
        lat: 24.4423,
        lng: 39.5664,
        streets: [{ ar: 'طريق الملك عبدالله', en: 'King Abdullah Road' }],
      },
    ],
  },
  {
    id: 7,
    ar: 'أبها',
    en: 'Abha',
    neighbourhoods: [
      {
        ar: 'المنسك',
        en: 'Al Mansak',
        lat: 18.2325,
        lng: 42.5048,
        streets: [{ ar: 'طريق الملك فيصل', en: 'King Faisal Road' }],
      },
    ],
  },
];

export const SAUDI_BANKS = [
  { code: '80', ar: 'مصرف الراجحي', en: 'Al Rajhi Bank' },
  { code: '10', ar: 'البنك الأهلي السعودي', en: 'Saudi National Bank' },
  { code: '05', ar: 'مصرف الإنماء', en: 'Alinma Bank' },
  { code: '20', ar: 'بنك الرياض', en: 'Riyad Bank' },
  { code: '15', ar: 'بنك البلاد', en: 'Bank Albilad' },
];

export const MALE_NAMES = [
  { ar: 'محمد', en: 'Mohammed' },
  { ar: 'عبدالله', en: 'Abdullah' },
  { ar: 'فهد', en: 'Fahad' },
  { ar: 'خالد', en: 'Khalid' },
  { ar: 'سلطان', en: 'Sultan' },
  { ar: 'عبدالعزيز', en: 'Abdulaziz' },
  { ar: 'تركي', en: 'Turki' },
  { ar: 'سعود', en: 'Saud' },
  { ar: 'نايف', en: 'Nayef' },
  { ar: 'ماجد', en: 'Majed' },
];
export const FEMALE_NAMES = [
  { ar: 'نورة', en: 'Noura' },
  { ar: 'سارة', en: 'Sarah' },
  { ar: 'ريم', en: 'Reem' },
  { ar: 'هيفاء', en: 'Haifa' },
  { ar: 'لمى', en: 'Lama' },
  { ar: 'جود', en: 'Joud' },
  { ar: 'العنود', en: 'Alanoud' },
];
export const FAMILY_NAMES = [
  { ar: 'القحطاني', en: 'Alqahtani' },
  { ar: 'العتيبي', en: 'Alotaibi' },
  { ar: 'الشمري', en: 'Alshammari' },
  { ar: 'الدوسري', en: 'Aldosari' },
  { ar: 'الغامدي', en: 'Alghamdi' },
  { ar: 'الزهراني', en: 'Alzahrani' },
  { ar: 'الحربي', en: 'Alharbi' },
  { ar: 'المطيري', en: 'Almutairi' },
  { ar: 'السبيعي', en: 'Alsubaie' },
];
/** Workspace brands of the seeded lessors and their offices. */
export const BRANDS = [
  { ar: 'مساحات', en: 'Masahat' },
  { ar: 'ركن الأعمال', en: 'Business Corner' },
  { ar: 'بيت الريادة', en: 'Riyada House' },
  { ar: 'منصة العمل', en: 'Work Platform' },
  { ar: 'واحة المكاتب', en: 'Office Oasis' },
  { ar: 'نقطة التقاء', en: 'Meeting Point' },
  { ar: 'برج الأفق', en: 'Horizon Tower' },
  { ar: 'مركز الإنجاز', en: 'Achievement Center' },
];
