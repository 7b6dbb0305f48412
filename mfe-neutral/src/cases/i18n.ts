import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/cases/compiled/en';

/**
 * The texts of the case lists and the accept and assign dialogs, loaded with the lists (or the
 * case view, which opens the dialogs too). English only for now: a translation is a `hi.json`
 * beside the English catalogue and its lazy import here.
 */
export const CASES_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(CASES_CATALOGUES);

/** Their `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
