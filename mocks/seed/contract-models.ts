// The seeded contract models: three platform models (shared by every lessor, read-only)
// and one of the demo lessor's own. Their clauses use the placeholders of
// schemas/contract-model.ts, in Arabic and English.
import type { components } from '@/api/generated/apiback';

type ModelType = components['schemas']['ContractType'];

const PARTIES_AR = `حُرر هذا العقد في مدينة {{contract.signing_city}} بتاريخ {{contract.signing_date}} بين:
الطرف الأول (المؤجر): {{lessor.name}}، {{lessor.id_type}} رقم {{lessor.id_number}}، جوال {{lessor.mobile}}.
الطرف الثاني (المستأجر): {{tenant.name}}، {{tenant.id_type}} رقم {{tenant.id_number}}، جوال {{tenant.mobile}}.`;

const PARTIES_EN = `This contract was made in {{contract.signing_city}} on {{contract.signing_date}} between:
First party (lessor): {{lessor.name}}, {{lessor.id_type}} no. {{lessor.id_number}}, mobile {{lessor.mobile}}.
Second party (tenant): {{tenant.name}}, {{tenant.id_type}} no. {{tenant.id_number}}, mobile {{tenant.mobile}}.`;

const TERM_AR = `البند الثاني – المدة: مدة العقد {{contract.duration}} تبدأ في {{contract.start_date}} ({{contract.start_date_hijri}}) وتنتهي في {{contract.end_date}} ({{contract.end_date_hijri}}).
البند الثالث – الأجرة: القيمة الإجمالية للعقد {{rent.total}} (الأجرة السنوية {{rent.annual}}) تُسدد على {{rent.installments}} دفعات بدورة سداد {{rent.cycle}}، ومبلغ الضمان {{rent.deposit}} يُرد عند انتهاء العقد بعد خصم ما قد يستحق.`;

const TERM_EN = `Clause 2 – Term: the term is {{contract.duration}}, from {{contract.start_date}} ({{contract.start_date_hijri}}) to {{contract.end_date}} ({{contract.end_date_hijri}}).
Clause 3 – Rent: the total value is {{rent.total}} (annual rent {{rent.annual}}), paid in {{rent.installments}} installments on a {{rent.cycle}} cycle; the deposit of {{rent.deposit}} is returned at the end of the term, less anything owed.`;

const commercialAr = `عقد إيجار {{contract.type}} رقم {{contract.number}}
${PARTIES_AR}
البند الأول – محل العقد: يؤجر الطرف الأول للطرف الثاني الوحدة رقم {{unit.number}} ({{unit.type}}) في الدور {{unit.floor}} بمساحة {{unit.area}} م² في {{property.address}}، المملوكة بموجب {{deed.type}} رقم {{deed.number}} الصادر من {{deed.issuer}} بتاريخ {{deed.date}}.
${TERM_AR}
البند الرابع – التزامات المستأجر: يلتزم المستأجر باستخدام الوحدة لغرض {{property.usage}}، والمحافظة عليها، وسداد الأجرة في مواعيدها، وعدم التأجير من الباطن إلا بموافقة كتابية من المؤجر.
البند الخامس – التزامات المؤجر: يلتزم المؤجر بتسليم الوحدة صالحة للاستعمال، وإجراء الصيانة الأساسية للمبنى، وتمكين المستأجر من الانتفاع طوال المدة.
البند السادس – التسجيل: يُسجَّل هذا العقد في الشبكة الإلكترونية لخدمات الإيجار (إيجار) ويُعد سنداً تنفيذياً.`;

const commercialEn = `{{contract.type}} lease no. {{contract.number}}
${PARTIES_EN}
Clause 1 – Premises: the lessor lets to the tenant unit {{unit.number}} ({{unit.type}}) on floor {{unit.floor}}, {{unit.area}} m², at {{property.address}}, owned under {{deed.type}} no. {{deed.number}} issued by {{deed.issuer}} on {{deed.date}}.
${TERM_EN}
Clause 4 – Tenant's obligations: the tenant shall use the unit for {{property.usage}}, keep it in good order, pay the rent on time and not sublet without the lessor's written consent.
Clause 5 – Lessor's obligations: the lessor shall hand over the unit fit for use, maintain the building and let the tenant enjoy the unit for the whole term.
Clause 6 – Registration: this contract is registered on the Ejar network and is an enforceable instrument.`;

const residentialAr = commercialAr
  .replace('لغرض {{property.usage}}', 'للسكن العائلي')
  .replace(
    'البند السادس',
    'البند السادس – السداد: تُسدد الأجرة إلكترونياً عبر منصة إيجار.\nالبند السابع',
  );
const residentialEn = commercialEn
  .replace('for {{property.usage}}', 'as a family residence')
  .replace(
    'Clause 6',
    'Clause 6 – Payment: the rent is paid electronically through Ejar.\nClause 7',
  );

const coworkingAr = `عقد عضوية مساحة عمل مشتركة رقم {{contract.number}}
${PARTIES_AR}
البند الأول – العضوية: يحق للعضو استخدام {{unit.type}} رقم {{unit.number}} والمرافق المشتركة في {{property.address}} خلال ساعات العمل.
${TERM_AR}
البند الرابع – السلوك: يلتزم العضو بأنظمة المساحة والهدوء واحترام خصوصية الأعضاء الآخرين.`;

const coworkingEn = `Coworking membership agreement no. {{contract.number}}
${PARTIES_EN}
Clause 1 – Membership: the member may use {{unit.type}} {{unit.number}} and the shared facilities at {{property.address}} during working hours.
${TERM_EN}
Clause 4 – Conduct: the member follows the space's rules, keeps quiet and respects other members' privacy.`;

const ownAr = `نموذج مساحات للمكاتب الخاصة – عقد رقم {{contract.number}}
${PARTIES_AR}
البند الأول: يستأجر الطرف الثاني المكتب رقم {{unit.number}} بمساحة {{unit.area}} م² في {{property.address}}.
${TERM_AR}
البند الرابع: تشمل الأجرة الكهرباء والإنترنت والتنظيف اليومي، ويتحمل المستأجر ما زاد على الاستهلاك المعتاد.`;

const ownEn = `Masahat private office model – contract no. {{contract.number}}
${PARTIES_EN}
Clause 1: the tenant rents office {{unit.number}}, {{unit.area}} m², at {{property.address}}.
${TERM_EN}
Clause 4: the rent includes electricity, internet and daily cleaning; usage beyond the normal is the tenant's.`;

/** name, type, owner (null: a platform model), clauses in Arabic and English. */
export const SEED_MODELS: Array<[string, ModelType, 'platform' | 'demo', string, string]> = [
  ['عقد إيجار مكتب تجاري', 'commercial', 'platform', commercialAr, commercialEn],
  ['عقد إيجار سكني موحد', 'residential', 'platform', residentialAr, residentialEn],
  ['عقد مساحة عمل مشتركة', 'commercial', 'platform', coworkingAr, coworkingEn],
  ['نموذج مساحات للمكاتب الخاصة', 'commercial', 'demo', ownAr, ownEn],
];
