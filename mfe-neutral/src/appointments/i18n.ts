import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/appointments/compiled/en';

/** The texts of the case manager's appointments screens (English; a translation is a `hi.json` beside it). */
const APPOINTMENTS_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(APPOINTMENTS_CATALOGUES);

export { useTranslation } from 'shared-ui';
