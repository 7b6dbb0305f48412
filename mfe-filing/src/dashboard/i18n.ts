import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/dashboard/compiled/en';

/**
 * The dashboard's texts, its bulk filings list's among them, loaded with the dashboard (never with
 * another screen). English only until translated: a `<language>.json` beside
 * `locales/dashboard/en.json` and its lazy import here are all a language needs.
 */
registerCatalogues({ en, lazy: {} });

/** The dashboard's `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
