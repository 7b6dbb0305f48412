import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/report/compiled/en';

/**
 * The texts of the dispatch report, loaded with it. English only for now: a translation is a
 * `hi.json` beside the English catalogue and its lazy import here.
 */
export const REPORT_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(REPORT_CATALOGUES);

/** Their `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
