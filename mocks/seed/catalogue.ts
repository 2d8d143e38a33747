// Reference data the backend serves as-is (search filters, settings, content pages).
export const FEATURES = [
  { id: 1, name_ar: 'إنترنت عالي السرعة', name_en: 'High-speed internet', icon: 'wifi' },
  { id: 2, name_ar: 'مواقف سيارات', name_en: 'Parking', icon: 'parking' },
  { id: 3, name_ar: 'استقبال', name_en: 'Reception', icon: 'reception' },
  { id: 4, name_ar: 'ركن قهوة', name_en: 'Coffee corner', icon: 'coffee' },
  { id: 5, name_ar: 'طابعة', name_en: 'Printer', icon: 'printer' },
  { id: 6, name_ar: 'حراسة على مدار الساعة', name_en: '24h security', icon: 'security' },
  { id: 7, name_ar: 'مصلى', name_en: 'Prayer room', icon: 'prayer' },
  { id: 8, name_ar: 'مصعد', name_en: 'Elevator', icon: 'elevator' },
  { id: 9, name_ar: 'تكييف مركزي', name_en: 'Central AC', icon: 'ac' },
  { id: 10, name_ar: 'خزائن', name_en: 'Lockers', icon: 'lockers' },
];

export const CONTENT_PAGES: Record<string, { ar: [string, string]; en: [string, string] }> = {
  about: {
    ar: [
      'من نحن',
      'منصة سعودية لحجز المكاتب ومساحات العمل وقاعات الاجتماعات، تعرض وحدتك لأكثر من 500,000 مستأجر.',
    ],
    en: [
      'About us',
      'A Saudi marketplace to book offices, workspaces and meeting rooms; your unit is shown to over 500,000 tenants.',
    ],
  },
  'term-of-service-agreement': {
    ar: [
      'اتفاقية شروط الخدمة',
      'باستخدامك المنصة فإنك توافق على الشروط والأحكام وسياسة الإلغاء والاسترجاع.',
    ],
    en: [
      'Terms of service',
      'By using the platform you accept the terms, and the cancellation and returns policy.',
    ],
  },
  privacy: {
    ar: [
      'سياسة الخصوصية',
      'نحمي بياناتك الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
    ],
    en: [
      'Privacy policy',
      'We protect your personal data under the Saudi Personal Data Protection Law.',
    ],
  },
  'cancellation-policy': {
    ar: [
      'سياسة الإلغاء والاسترجاع',
      'الإلغاء مجاني قبل 48 ساعة من موعد الوصول، وتعالج طلبات الاسترجاع خلال 72 ساعة.',
    ],
    en: [
      'Cancellation and returns',
      'Free cancellation up to 48 hours before arrival; refunds are handled within 72 hours.',
    ],
  },
};
