import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/service/compiled/en';

/** The texts of the service of notices screen (English; a translation is a `hi.json` beside it). */
export const SERVICE_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(SERVICE_CATALOGUES);

export { useTranslation } from 'shared-ui';
