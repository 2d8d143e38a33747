// Display formatting used by the money and date cells. The calendar and digits are
// explicit (Gregorian, Latin digits) because the ar-SA default calendar is Hijri.
const LOCALE: Record<string, string> = {
  ar: 'ar-SA-u-ca-gregory-nu-latn',
  en: 'en-GB-u-ca-gregory-nu-latn',
};
const localeOf = (lang: string) => LOCALE[lang.slice(0, 2)] ?? LOCALE.ar;

export function formatMoney(value: unknown, lang: string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '—';
  const num = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(n);
  return lang.startsWith('ar') ? `${num} ر.س` : `SAR ${num}`;
}

export function formatDate(value: unknown, lang: string, withTime = false): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = new Date(String(value));
  if (Number.isNaN(d.getTime())) return String(value);
  return new Intl.DateTimeFormat(localeOf(lang), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Asia/Riyadh',
  }).format(d);
}
