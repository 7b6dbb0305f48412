import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/bulk/compiled/en';

/**
 * Bulk filing's texts, loaded with its screen (never with another screen). English only until
 * translated: a `<language>.json` beside `locales/bulk/en.json` and its lazy import here are all a
 * language needs.
 */
registerCatalogues({ en, lazy: {} });

/** Bulk filing's `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
