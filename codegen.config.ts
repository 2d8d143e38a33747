// orval config: msw handlers + faker response factories per tag, generated from the contract alone.
// Faker overrides below are copied into the generated files AS TEXT (orval stringifies them), so
// they may only use `faker` and literals — never closures or imports from this file.
import type { Faker } from '@faker-js/faker';
import { defineConfig } from 'orval';

declare const faker: Faker;

const pick = {
  personName: () =>
    faker.helpers.arrayElement([
      'عبدالله القحطاني',
      'سارة الزهراني',
      'فهد العتيبي',
      'نورة السبيعي',
      'ماجد الحربي',
      'ريم الشهري',
      'خالد الدوسري',
      'هيا المطيري',
    ]),
  firstName: () =>
    faker.helpers.arrayElement(['عبدالله', 'سارة', 'فهد', 'نورة', 'ماجد', 'ريم', 'خالد', 'هيا']),
  lastName: () =>
    faker.helpers.arrayElement([
      'القحطاني',
      'الزهراني',
      'العتيبي',
      'السبيعي',
      'الحربي',
      'الشهري',
      'الدوسري',
    ]),
  placeName: () =>
    faker.helpers.arrayElement([
      'برج الأفق للأعمال',
      'مركز الريادة',
      'مجمع النخيل التجاري',
      'واحة الأعمال',
      'مساحة إلهام',
      'برج المملكة الإداري',
    ]),
  unitName: () =>
    faker.helpers.arrayElement([
      'مكتب تنفيذي ١٠٢',
      'قاعة اجتماعات كبرى',
      'مكتب مشترك أ',
      'طاولة عمل ١٢',
      'جناح إداري ٣٠٥',
    ]),
  adTitle: () =>
    faker.helpers.arrayElement([
      'مكاتب مجهزة للإيجار في حي العليا بالرياض',
      'مساحة عمل مشتركة قرب كورنيش جدة',
      'قاعة اجتماعات حديثة في حي الملقا',
      'مكتب خاص بإطلالة على طريق الملك فهد',
    ]),
  city: () =>
    faker.helpers.arrayElement([
      'الرياض',
      'جدة',
      'الدمام',
      'مكة المكرمة',
      'المدينة المنورة',
      'الخبر',
      'أبها',
    ]),
  neighborhood: () =>
    faker.helpers.arrayElement([
      'العليا',
      'الملقا',
      'النرجس',
      'الروضة',
      'الشاطئ',
      'الصحافة',
      'الفيصلية',
    ]),
  street: () =>
    faker.helpers.arrayElement([
      'طريق الملك فهد',
      'شارع التحلية',
      'طريق الأمير محمد بن سلمان',
      'شارع الأمير سلطان',
    ]),
  sentence: () =>
    faker.helpers.arrayElement([
      'مكتب نظيف وهادئ مع إنترنت سريع ومواقف خاصة',
      'تم الحجز بسهولة والتعامل راقٍ',
      'مبنى إداري حديث قريب من محطة المترو',
      'يشمل الإيجار الكهرباء والتكييف والتنظيف',
    ]),
  money: () => faker.number.float({ min: 50, max: 25000, fractionDigits: 2 }),
  // Named scalar components of the contract (faker's fromRegExp cannot do anchors or groups).
  phone: () => `+9665${faker.string.numeric(8)}`,
  phoneInput: () => `05${faker.string.numeric(8)}`,
  nationalId: () => {
    // 10 digits, 1 = citizen / 2 = resident, Luhn check digit last
    const d = [
      faker.helpers.arrayElement([1, 2]),
      ...Array.from({ length: 8 }, () => faker.number.int(9)),
    ];
    const sum = d.reduce(
      (acc, x, i) => acc + (i % 2 === 0 ? (x * 2 > 9 ? x * 2 - 9 : x * 2) : x),
      0,
    );
    return d.join('') + String((10 - (sum % 10)) % 10);
  },
  iban: () => {
    // SA + ISO 13616 mod-97 check digits + 2-digit bank code + 18 digits
    const bban =
      faker.helpers.arrayElement(['05', '10', '15', '20', '30', '45', '55', '60', '65', '80']) +
      faker.string.numeric(18);
    let m = 0;
    for (const ch of `${bban}281000`) m = (m * 10 + Number(ch)) % 97;
    return `SA${String(98 - m).padStart(2, '0')}${bban}`;
  },
  filePath: () =>
    `uploads/${faker.helpers.arrayElement(['offices', 'units', 'logos', 'receipts'])}/${faker.number.int({ min: 1, max: 9999 })}/${faker.string.alphanumeric({ length: 8, casing: 'lower' })}.${faker.helpers.arrayElement(['jpg', 'png', 'webp'])}`,
  time: () =>
    `${String(faker.number.int({ min: 8, max: 21 })).padStart(2, '0')}:${faker.helpers.arrayElement(['00', '30'])}`,
  yearMonth: () => `2026-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}`,
};

export interface CodegenPaths {
  /** Contract file (YAML). */
  input: string;
  /** Folder for the orval output (endpoints/ and model/ go under it). */
  mocksDir: string;
}

export const DEFAULT_CODEGEN_PATHS: CodegenPaths = {
  input: './openapi/apiback.yaml',
  mocksDir: './mocks/generated',
};

// A function so scripts/codegen.ts can generate into a temp folder (codegen:check, drift test).
export const createOrvalConfig = ({ input, mocksDir }: CodegenPaths) => ({
  apiback: {
    input: { target: input },
    output: {
      mode: 'tags-split' as const,
      target: `${mocksDir}/endpoints`,
      schemas: `${mocksDir}/model`,
      client: 'fetch' as const,
      clean: true,
      indexFiles: true,
      mock: {
        indexMockFiles: true,
        generators: [
          { type: 'msw' as const, locale: 'ar' as const, delay: false as const },
          { type: 'faker' as const, locale: 'ar' as const },
        ],
      },
      override: {
        fetch: { includeHttpResponseReturnType: false },
        mock: {
          arrayMin: 1,
          arrayMax: 8,
          fractionDigits: 2,
          required: true,
          properties: {
            SaudiPhone: pick.phone,
            SaudiPhoneInput: pick.phoneInput,
            NationalId: pick.nationalId,
            VatNumber: () => `3${faker.string.numeric(13)}3`,
            Iban: pick.iban,
            MaskedIban: () =>
              `SA${faker.string.numeric(2)}${'•'.repeat(16)}${faker.string.numeric(4)}`,
            CommercialRegister: () => `7${faker.string.numeric(9)}`,
            LicenseNumber: () => `7${faker.string.numeric(9)}`,
            FilePath: pick.filePath,
            Time: pick.time,
            YearMonth: pick.yearMonth,
            AdNumber: () => faker.string.numeric({ length: 6, allowLeadingZeros: false }),
            DeedNumber: () => faker.string.numeric(12),
            BuildingLicenseNumber: () => faker.string.numeric(10),
            BuildingNumber: () => faker.string.numeric(4),
            VerificationCode: () => faker.string.numeric(4),
            CouponCode: () =>
              faker.helpers.arrayElement(['WELCOME15', 'RAMADAN26', 'NATIONAL96', 'SUMMER10']),
            Slug: () =>
              faker.helpers.arrayElement([
                'term-of-service-agreement',
                'about-us',
                'privacy-policy',
              ]),
            AppLink: () =>
              faker.helpers.arrayElement([
                '/dashboard/reservations',
                '/dashboard/transactions',
                '/dashboard/notifications',
              ]),
            NafathNumber: () => String(faker.number.int({ min: 10, max: 99 })),
            QrBase64: () => `AQ${faker.string.alphanumeric(62)}`,
            TenantInvoiceNumber: () => `INV-${faker.string.numeric(6)}`,
            BusinessInvoiceNumber: () => `BIN-${faker.string.numeric(6)}`,
            ElectronicInvoiceNumber: () => `EINV-${faker.string.numeric(6)}`,
            ReceiptNumber: () => `RCP-${faker.string.numeric(6)}`,
            TransferNumber: () => `TRF-${faker.string.numeric(6)}`,
            ContractNumber: () => `CT-${faker.string.numeric(6)}`,
            // Contracts (issue 13): Ejar's patterned fields.
            ContractIdNumber: pick.nationalId,
            NationalAddressPostalCode: () =>
              faker.string.numeric({ length: 5, allowLeadingZeros: false }),
            NationalAddressAdditionalNumber: () => faker.string.numeric(4),
            UtilityMeterNumber: () => faker.string.numeric(10),
            ContractVerificationCode: () =>
              faker.string.alphanumeric({ length: 12, casing: 'upper' }),
            SubscriptionInvoiceNumber: () => `SUB-${faker.string.numeric(6)}`,
            IcalToken: () => faker.string.alphanumeric(32),
            LocalDateTime: () =>
              `2026-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}-${String(faker.number.int({ min: 10, max: 28 }))}T${String(faker.number.int({ min: 8, max: 21 })).padStart(2, '0')}:00`,
            '/^(name|full_name|username|author_name|tenant_name|payer_name|holder_name|site_inspector_name)$/':
              pick.personName,
            first_name: pick.firstName,
            last_name: pick.lastName,
            '/^(office_name|company_name|unit_name|seller_name|buyer_name|model_name|membership_name)$/':
              pick.placeName,
            '/^(title|ad_title)$/': pick.adTitle,
            '/^(city|city_name|name_ar)$/': pick.city,
            '/^(neighborhood|district)$/': pick.neighborhood,
            street: pick.street,
            '/^(description|comment|body|bio|reason|text|notes|reply|booking_terms|cancellation_policy|office_details|subtitle|extra_terms)$/':
              pick.sentence,
            '/^(Money|price|price_from|price_after_offer|total_amount|paid_amount|remaining_amount|net_amount|amount|fees|entitlement_amount|unit_price|subtotal|deposit_amount|grand_total|taxable_total|vat_total|vat_value|price_with_vat|tax_value|outstanding_balance|balance|in_transit|transferred_total|transfer_fee|next_transfer_net|credit|debit|credits_total|debits_total|revenue|budget|refundable_deposit|refundable_insurance|discount_amount|amount_after_discount)$/':
              pick.money,
            tax_rate: () => 15,
            commission_rate_tenant: () => 2.5,
            name_en: () =>
              faker.helpers.arrayElement([
                'Riyadh',
                'Jeddah',
                'Dammam',
                'Makkah',
                'Madinah',
                'Khobar',
              ]),
            lat: () => faker.number.float({ min: 21.3, max: 26.5, fractionDigits: 4 }),
            lng: () => faker.number.float({ min: 39.1, max: 50.2, fractionDigits: 4 }),
          },
        },
      },
    },
  },
});

export default defineConfig(createOrvalConfig(DEFAULT_CODEGEN_PATHS));
