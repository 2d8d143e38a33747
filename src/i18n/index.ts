export { initI18n, i18n, CORE_NAMESPACES } from './i18n';
export { LANGUAGES, DEFAULT_LANGUAGE, toLanguage, directionOf, type Language } from './languages';
export { useLanguage } from './use-language';
export { NAMESPACES } from './resources';
export { fieldGender, type FieldGenderMap } from './field-gender';
