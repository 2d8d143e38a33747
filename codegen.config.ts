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
            '/^(Money|price|price_from|price_after_offer|total_amount|paid_amount|remaining_amount|net_amount|amount|fees|entitlement_amount|unit_price|subtotal|deposit_amount|grand_total|taxable_total|vat_total|vat_value|price_with_vat|tax_value|outstanding_balance|revenue|budget|refundable_deposit|refundable_insurance|discount_amount|amount_after_discount)$/':
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
            rating: () => faker.number.float({ min: 3, max: 5, fractionDigits: 1 }),
            lat: () => faker.number.float({ min: 21.3, max: 26.5, fractionDigits: 4 }),
            lng: () => faker.number.float({ min: 39.1, max: 50.2, fractionDigits: 4 }),
          },
        },
      },
    },
  },
});

export default defineConfig(createOrvalConfig(DEFAULT_CODEGEN_PATHS));
