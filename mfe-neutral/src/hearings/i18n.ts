import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/hearings/compiled/en';

/**
 * The texts of the hearing screens and forms, loaded with the hearings (on their pages or in the
 * case view). English only for now: a translation is a `hi.json` beside the English catalogue and
 * its lazy import here.
 */
export const HEARINGS_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(HEARINGS_CATALOGUES);

/** Their `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
