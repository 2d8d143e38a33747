// The content pages the backend serves (about, terms, privacy, cancellation), in both
// languages, as sanitised HTML. Seeded with the real text a tenant and a lessor agree to:
// the brand is the settings' brand, and the cancellation schedules are written from the
// domain's refund table (the same one the cancel dialog and the backend's refund read).
import { REFUND_SCHEDULE, type CancellationPolicy } from '@/domain';
import type { Lang } from '../lib/http';
import { BRAND } from '../services/notification-texts';

type Page = { ar: [string, string]; en: [string, string] };

const POLICY_NAME: Record<CancellationPolicy, { ar: string; en: string }> = {
  flexible: { ar: 'مرنة', en: 'Flexible' },
  moderate: { ar: 'متوسطة', en: 'Moderate' },
  strict: { ar: 'صارمة', en: 'Strict' },
};

/** "5 days" / "24 hours" from a number of hours, in each language. */
function before(hours: number, lang: Lang): string {
  const days = hours % 24 === 0 && hours > 24 ? hours / 24 : 0;
  if (lang === 'en') return days ? `${days} days` : `${hours} hours`;
  if (days) return days <= 10 ? `${days} أيام` : `${days} يومًا`;
  return `${hours} ساعة`;
}

function schedule(lang: Lang): string {
  const items = (Object.keys(REFUND_SCHEDULE) as CancellationPolicy[]).map((policy) => {
    const steps = REFUND_SCHEDULE[policy];
    const parts = steps.map((s) =>
      lang === 'ar'
        ? `استرداد ${s.percent}٪ عند الإلغاء قبل الوصول بـ ${before(s.hoursBefore, 'ar')} على الأقل`
        : `${s.percent}% back when cancelled at least ${before(s.hoursBefore, 'en')} before arrival`,
    );
    const last = before(steps.at(-1)!.hoursBefore, lang);
    parts.push(
      lang === 'ar'
        ? `ولا استرداد بعد ذلك (أقل من ${last})`
        : `nothing back after that (under ${last})`,
    );
    const name = POLICY_NAME[policy][lang];
    return `<li><strong>${name}:</strong> ${parts.join(lang === 'ar' ? '، ' : '; ')}.</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

const TERMS_AR = `
<p>مرحبًا بك في ${BRAND.ar}، منصة سعودية تجمع المؤجرين الذين يعرضون المكاتب ومساحات العمل وقاعات الاجتماعات بالمستأجرين الذين يحجزونها. باستخدامك المنصة أو إنشاء حساب فيها فإنك توافق على هذه الاتفاقية.</p>
<h2>1. الحساب</h2>
<ul><li>يُنشأ الحساب برقم جوال سعودي يُتحقق منه برمز لمرة واحدة، ويجب أن تكون بياناتك صحيحة ومحدّثة.</li><li>حساب الأعمال (المؤجر) يوثّق هويته عبر نفاذ، ويلتزم بإدخال رقم السجل التجاري والرقم الضريبي إن وُجدا.</li><li>أنت مسؤول عن كل ما يجري من حسابك، فأبلغنا فورًا إن شككت في استخدامه من غيرك.</li></ul>
<h2>2. الحجز والدفع</h2>
<ul><li>يظهر السعر الكامل قبل الدفع: الإيجار وخدمات الوحدة الإلزامية ورسوم خدمة المنصة وضريبة القيمة المضافة 15٪.</li><li>يُدفع الحجز كاملًا أو بعربون يحدده المؤجر، ويُسدد الباقي قبل موعد الوصول من صفحة الحجز.</li><li>في الحجز الفوري يتأكد الحجز بالدفع، وفي طلب الحجز ينتظر قبول المؤجر خلال المهلة المعلنة، وإلا أُلغي واستُرد المبلغ كاملًا.</li><li>التحويل البنكي يُؤكَّد بعد مراجعة الإيصال، وتصدر فاتورة ضريبية مبسطة لكل دفعة.</li></ul>
<h2>3. الإلغاء والاسترداد</h2>
<p>لكل وحدة سياسة إلغاء يختارها المؤجر وتظهر قبل الحجز، ويُحسب المبلغ المسترد عند الإلغاء من لوحة التحكم قبل تأكيده. التفاصيل في صفحة سياسة الإلغاء والاسترجاع.</p>
<h2>4. التزامات المستأجر</h2>
<ul><li>استخدام الوحدة للأغراض المكتبية المتفق عليها وفي الأوقات المحجوزة فقط.</li><li>المحافظة على الوحدة ومحتوياتها، وتحمّل تكلفة ما يتلف بسوء الاستخدام.</li><li>الالتزام بأنظمة المبنى وبشروط الحجز التي يضعها المؤجر.</li></ul>
<h2>5. التزامات المؤجر</h2>
<ul><li>أن يكون الإعلان مطابقًا للواقع ومرخّصًا (رخصة الإعلان العقاري فال عند لزومها).</li><li>تسليم الوحدة في الموعد وبالحالة الموصوفة، وإبقاء التقويم محدّثًا حتى لا تُحجز أيام غير متاحة.</li><li>إصدار عقد إيجار موحّد عبر منصة إيجار حين يتطلبه النظام.</li></ul>
<h2>6. رسوم المنصة</h2>
<p>تتقاضى المنصة نسبة خدمة من المستأجر تظهر في تفاصيل السعر، وعمولة من المؤجر تُخصم من مستحقاته قبل تحويلها إلى حسابه البنكي.</p>
<h2>7. المسؤولية</h2>
<p>${BRAND.ar} وسيط بين الطرفين ولا يملك الوحدات المعروضة، ويبذل العناية اللازمة في التحقق من المعلنين ومعالجة البلاغات. لا تتحمل المنصة ما ينشأ عن إخلال أحد الطرفين بالتزاماته، وتساعد في حل الخلاف عبر الدعم.</p>
<h2>8. النظام الواجب التطبيق</h2>
<p>تخضع هذه الاتفاقية لأنظمة المملكة العربية السعودية، وتختص المحاكم السعودية بأي نزاع ينشأ عنها إذا تعذّر حلّه وديًّا.</p>`;

const TERMS_EN = `
<p>Welcome to ${BRAND.en}, a Saudi marketplace that brings together lessors who list offices, workspaces and meeting rooms and the tenants who book them. By using the platform or creating an account you accept this agreement.</p>
<h2>1. Your account</h2>
<ul><li>An account is created with a Saudi mobile number, verified by a one-time code; your details must be true and up to date.</li><li>A business (lessor) account verifies its identity through Nafath and gives its commercial register and VAT numbers where it has them.</li><li>You are responsible for everything done from your account; tell us at once if you suspect someone else is using it.</li></ul>
<h2>2. Booking and payment</h2>
<ul><li>The full price is shown before you pay: the rent, the unit's mandatory services, the platform's service fee and 15% VAT.</li><li>A booking is paid in full or with a deposit the lessor sets; the rest is paid before arrival from the booking's page.</li><li>An instant booking is confirmed by payment; a request to book waits for the lessor's acceptance within the stated time, otherwise it is cancelled and refunded in full.</li><li>A bank transfer is confirmed once its receipt is checked, and every payment has a simplified tax invoice.</li></ul>
<h2>3. Cancellation and refunds</h2>
<p>Every unit has a cancellation policy chosen by its lessor and shown before booking; cancelling from your dashboard shows the refund before you confirm. The details are on the cancellation and returns policy page.</p>
<h2>4. The tenant's obligations</h2>
<ul><li>Use the unit for the agreed office purposes and only during the booked time.</li><li>Take care of the unit and its contents, and bear the cost of damage caused by misuse.</li><li>Follow the building's rules and the booking terms set by the lessor.</li></ul>
<h2>5. The lessor's obligations</h2>
<ul><li>Keep listings true and licensed (a FAL real-estate advertising licence where required).</li><li>Hand over the unit on time and as described, and keep the calendar current so that unavailable days cannot be booked.</li><li>Issue a unified lease through the Ejar platform when the law requires it.</li></ul>
<h2>6. Platform fees</h2>
<p>The platform charges tenants a service fee shown in the price breakdown, and lessors a commission deducted from their dues before they are transferred to their bank account.</p>
<h2>7. Liability</h2>
<p>${BRAND.en} is an intermediary and does not own the listed units; it takes due care in checking advertisers and handling reports. It is not liable for one party's breach of its obligations, and helps resolve disputes through support.</p>
<h2>8. Governing law</h2>
<p>This agreement is governed by the laws of the Kingdom of Saudi Arabia; Saudi courts hear any dispute that cannot be settled amicably.</p>`;

const PRIVACY_AR = `
<p>نحترم خصوصيتك ونعالج بياناتك الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية.</p>
<h2>ما نجمعه</h2>
<ul><li>رقم الجوال والاسم والمدينة والبريد الإلكتروني إن أضفته.</li><li>رقم الهوية أو الإقامة عند التوثيق وإصدار العقود.</li><li>بيانات الحجوزات والمدفوعات والفواتير، دون تخزين أرقام البطاقات لدينا.</li></ul>
<h2>لماذا نجمعه</h2>
<p>لإتمام الحجوزات والمدفوعات، وإصدار الفواتير والعقود، وإرسال الإشعارات التي تختارها، والوفاء بالمتطلبات النظامية كالفوترة الإلكترونية.</p>
<h2>مع من نشاركه</h2>
<p>نشارك المؤجر ما يلزم لإتمام حجزك فقط، ونشارك بوابة الدفع والجهات الحكومية ما يفرضه النظام. لا نبيع بياناتك لأي جهة.</p>
<h2>حقوقك</h2>
<p>يحق لك الاطلاع على بياناتك وتصحيحها وطلب حذفها ما لم يلزمنا النظام بحفظها، ويمكنك ضبط الإشعارات من صفحة التفضيلات أو مراسلتنا عبر صفحة تواصل معنا.</p>`;

const PRIVACY_EN = `
<p>We respect your privacy and process your personal data under the Saudi Personal Data Protection Law.</p>
<h2>What we collect</h2>
<ul><li>Your mobile number, name, city and, if you add it, your e-mail.</li><li>Your national ID or residence number when you verify your account or sign a lease.</li><li>Your bookings, payments and invoices; card numbers are never stored by us.</li></ul>
<h2>Why</h2>
<p>To complete bookings and payments, issue invoices and leases, send the notifications you choose, and meet legal duties such as e-invoicing.</p>
<h2>Who we share it with</h2>
<p>The lessor receives only what your booking needs; the payment gateway and government bodies receive what the law requires. We never sell your data.</p>
<h2>Your rights</h2>
<p>You may see and correct your data and ask for it to be deleted unless the law requires us to keep it. Set your notifications on the preferences page, or write to us from the contact page.</p>`;

export const CONTENT_PAGES: Record<string, Page> = {
  about: {
    ar: [
      'من نحن',
      `<p>${BRAND.ar} منصة سعودية لحجز المكاتب الخاصة ومساحات العمل المشتركة وقاعات الاجتماعات بالساعة واليوم والأسبوع والشهر والسنة، في مدن المملكة كلها.</p><h2>للمستأجر</h2><p>ابحث على الخريطة، وقارن الأسعار الكاملة شاملة الضريبة، واحجز فورًا أو أرسل طلبًا للمؤجر، وادفع بالبطاقة أو بالتحويل البنكي.</p><h2>للمؤجر</h2><p>أضف مكتبك ووحداته وأسعارها وشروطها، واستقبل الحجوزات في تقويم واحد، وأصدر العقود والفواتير الإلكترونية، واستلم مستحقاتك في حسابك البنكي.</p>`,
    ],
    en: [
      'About us',
      `<p>${BRAND.en} is a Saudi marketplace to book private offices, coworking spaces and meeting rooms by the hour, day, week, month or year, in every city of the Kingdom.</p><h2>For tenants</h2><p>Search on the map, compare full prices with VAT included, book instantly or send the lessor a request, and pay by card or bank transfer.</p><h2>For lessors</h2><p>List your office, its units, prices and terms; take bookings in one calendar; issue leases and e-invoices; and receive your dues in your bank account.</p>`,
    ],
  },
  'term-of-service-agreement': {
    ar: ['اتفاقية شروط الخدمة', TERMS_AR.trim()],
    en: ['Terms of service', TERMS_EN.trim()],
  },
  privacy: {
    ar: ['سياسة الخصوصية', PRIVACY_AR.trim()],
    en: ['Privacy policy', PRIVACY_EN.trim()],
  },
  'cancellation-policy': {
    ar: [
      'سياسة الإلغاء والاسترجاع',
      `<p>يختار المؤجر لكل وحدة إحدى السياسات الثلاث التالية، وتظهر في صفحة الوحدة قبل الحجز. يُحسب الوقت حتى موعد الوصول بتوقيت المكتب.</p>${schedule('ar')}<h2>في كل السياسات</h2><ul><li>طلب الحجز الذي لم يقبله المؤجر بعد يُسترد كاملًا عند إلغائه أو انتهاء مهلته.</li><li>لا يمكن إلغاء الحجز بعد بدء مدته.</li><li>يُعاد المبلغ المسترد إلى وسيلة الدفع نفسها خلال 72 ساعة من الإلغاء.</li></ul>`,
    ],
    en: [
      'Cancellation and returns',
      `<p>The lessor gives each unit one of the three policies below, shown on the unit's page before booking. Time to arrival is counted in the office's local time.</p>${schedule('en')}<h2>Whatever the policy</h2><ul><li>A request to book the lessor has not accepted yet is refunded in full when cancelled or when it expires.</li><li>A booking cannot be cancelled once it has begun.</li><li>Refunds go back to the same payment method within 72 hours of the cancellation.</li></ul>`,
    ],
  },
};
