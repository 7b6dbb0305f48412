import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/invoices/compiled/en';

/**
 * The invoices list's texts, loaded with the list (never with another screen). English only until
 * translated: a `<language>.json` beside `locales/invoices/en.json` and its lazy import here are all a
 * language needs.
 */
registerCatalogues({ en, lazy: {} });

/** The invoices list's `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
