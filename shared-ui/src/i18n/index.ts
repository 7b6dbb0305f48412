export {
  registerCatalogues,
  setLanguage,
  currentLanguage,
  translate,
  formatCompiled,
} from './language';
export type { Catalogues, CompiledMessages } from './language';
export { useTranslation } from './useTranslation';
export type { Translate } from './useTranslation';
export { LanguageSwitch } from './LanguageSwitch';
export { withNodes } from './with-nodes';
export { translateValue } from './translate-value';
export { schemaMessages } from './schema-messages';
