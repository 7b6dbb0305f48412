import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/caseView/compiled/en';

/**
 * The texts of the case view (stepper, stage mover, statutory clock, outcome, registration,
 * replies and pleadings), loaded with the case view. English only for now: a translation is a
 * `hi.json` beside the English catalogue and its lazy import here.
 */
export const CASE_VIEW_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(CASE_VIEW_CATALOGUES);

/** Their `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
