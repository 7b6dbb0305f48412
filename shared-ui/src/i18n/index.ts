export { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, i18n, isLanguage, registerCatalogues, setLanguage, currentLanguage, translate } from './language';
export type { Language, Catalogues, CompiledMessages } from './language';
export { useTranslation } from './useTranslation';
export type { Translate } from './useTranslation';
export { LanguageSwitch } from './LanguageSwitch';
export { withNodes } from './with-nodes';
