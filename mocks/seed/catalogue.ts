// Reference data the backend serves as-is (search filters, settings); content pages are
// in content-pages.ts.
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
