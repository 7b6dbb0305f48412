import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/dispatch/compiled/en';

/**
 * The texts of the dispatch trackers of a case, loaded with them. English only for now: a
 * translation is a `hi.json` beside the English catalogue and its lazy import here.
 */
export const DISPATCH_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(DISPATCH_CATALOGUES);

/** Their `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
