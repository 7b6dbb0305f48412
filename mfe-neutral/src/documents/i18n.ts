import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/documents/compiled/en';

/**
 * The texts of the documents page, loaded with it (the documents list and Add Document speak
 * through the kit). English only for now: a translation is a `hi.json` beside the English
 * catalogue and its lazy import here.
 */
export const DOCUMENTS_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(DOCUMENTS_CATALOGUES);

/** Their `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
