// The languages the product offers. Arabic is the default and the fallback.
// A product choice, not a copy of the contract's Lang: a language appears here once its
// translations exist. `satisfies` keeps it within what the API speaks.
import type { components } from '@/api/generated/apiback';

export const LANGUAGES = ['ar', 'en'] as const satisfies readonly components['schemas']['Lang'][];
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

export function toLanguage(lng: string | undefined): Language {
  const base = (lng ?? '').toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : DEFAULT_LANGUAGE;
}

export function directionOf(lng: string | undefined): 'rtl' | 'ltr' {
  return toLanguage(lng) === 'ar' ? 'rtl' : 'ltr';
}
