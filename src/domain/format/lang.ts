// Formatters take the language as a parameter (no i18n import): 'ar' (default) or 'en',
// the contract's Lang.
import type { components } from '@/api/generated/apiback';

export type Lang = components['schemas']['Lang'];

export const isArabic = (lang: string | undefined) => !lang || lang.startsWith('ar');
