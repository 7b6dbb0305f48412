import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/consistency/compiled/en';

/**
 * The texts of the case consistency screen and the Correct stage dialog, loaded with them (the
 * case view opens the dialog too). English only for now: a translation is a `hi.json` beside the
 * English catalogue and its lazy import here.
 */
export const CONSISTENCY_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(CONSISTENCY_CATALOGUES);

/** Their `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
