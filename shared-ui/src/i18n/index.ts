export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  registerCatalogues,
  setLanguage,
  currentLanguage,
  translate,
  formatCompiled,
  subscribeLanguage,
} from './language';
export type { Language, Catalogues, CompiledMessages } from './language';
export { useTranslation } from './useTranslation';
export type { Translate } from './useTranslation';
export { LanguageSwitch } from './LanguageSwitch';
export { withNodes } from './with-nodes';
export { translateValue } from './translate-value';
export { schemaMessages } from './schema-messages';
