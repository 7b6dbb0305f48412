import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/report/compiled/en';

/**
 * The texts of the dispatch report, loaded with it. English only until someone translates
 * them: a `hi.json` beside the English catalogue and its lazy import here are all a translation needs.
 */
export const REPORT_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(REPORT_CATALOGUES);

/** Their `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
