import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/cases/compiled/en';

/**
 * The case lists' texts, loaded with the lists (never with another screen). English only until
 * translated: a `<language>.json` beside `locales/cases/en.json` and its lazy import here are all a
 * language needs.
 */
registerCatalogues({ en, lazy: {} });

/** The case lists' `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
