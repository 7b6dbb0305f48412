import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/common/compiled/en';

/**
 * The texts of the package's shared pieces (the confirmation dialog, the date field), loaded with
 * the first screen that uses them. English only for now: a translation is a `hi.json` beside the
 * English catalogue and its lazy import here.
 */
export const COMMON_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(COMMON_CATALOGUES);

/** Their `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
