// Formatters take the language as a parameter (no i18n import): 'ar' (default) or 'en'.
export type Lang = 'ar' | 'en';

export const isArabic = (lang: string | undefined) => !lang || lang.startsWith('ar');
