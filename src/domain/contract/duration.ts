// A contract term in words, for the `{{contract.duration}}` placeholder and the screens:
// "1 year, 2 months and 3 days" / "سنة وشهران و3 أيام". Arabic counted nouns follow the
// number: 1 and 2 have their own forms (سنة، سنتان), 3 to 10 take the plural, 11 and more
// the singular accusative.
import { isArabic } from '../format/lang';
import { termLength } from './schedule';

type Unit = 'year' | 'month' | 'day';

const AR: Record<Unit, [one: string, two: string, few: string, many: string]> = {
  year: ['سنة', 'سنتان', 'سنوات', 'سنة'],
  month: ['شهر', 'شهران', 'أشهر', 'شهراً'],
  day: ['يوم', 'يومان', 'أيام', 'يوماً'],
};

function arabicCount(n: number, unit: Unit): string {
  const [one, two, few, many] = AR[unit];
  if (n === 1) return one;
  if (n === 2) return two;
  const tens = n % 100;
  return `${n} ${tens >= 3 && tens <= 10 ? few : many}`;
}

const englishCount = (n: number, unit: Unit) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export function formatTerm(start: string, end: string, lang: string): string {
  const t = termLength(start, end);
  const parts = (
    [
      ['year', t.years],
      ['month', t.months],
      ['day', t.days],
    ] as Array<[Unit, number]>
  ).filter(([, n]) => n > 0);
  if (!parts.length) return '';
  if (isArabic(lang)) return parts.map(([u, n]) => arabicCount(n, u)).join(' و');
  const words = parts.map(([u, n]) => englishCount(n, u));
  return words.length === 1
    ? words[0]
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
