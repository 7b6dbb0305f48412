import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/case-view/compiled/en';

/**
 * The case view's texts, loaded with the case view (never with another screen). English only until
 * translated: a `<language>.json` beside `locales/case-view/en.json` and its lazy import here are all
 * a language needs.
 */
registerCatalogues({ en, lazy: {} });

/** The case view's `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
