import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/wizard/compiled/en';

/**
 * The registration wizard's texts, loaded with the wizard (never with another screen). English only
 * until translated: a `<language>.json` beside `locales/wizard/en.json` and its lazy import here are
 * all a language needs.
 */
registerCatalogues({ en, lazy: {} });

/** The registration wizard's `t` (importing it from here registers the catalogue first). */
export { useTranslation, translate } from 'shared-ui';
