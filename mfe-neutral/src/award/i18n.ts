import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/award/compiled/en';

/**
 * The texts of the award step, page and editor, loaded with the award (on its page or in the case
 * view's Award step). English only for now: a translation is a `hi.json` beside the English
 * catalogue and its lazy import here.
 */
export const AWARD_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(AWARD_CATALOGUES);

/** Their `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
