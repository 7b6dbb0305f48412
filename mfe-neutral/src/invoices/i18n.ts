import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/invoices/compiled/en';

/**
 * The texts of the invoices and payments screens, loaded with them. English only for now: a
 * translation is a `hi.json` beside the English catalogue and its lazy import here.
 */
export const INVOICES_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(INVOICES_CATALOGUES);

/** Their `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
