import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/dashboard/compiled/en';

/**
 * The texts of the dashboards, loaded with the dashboard. English only for now: a translation is a
 * `hi.json` beside the English catalogue and its lazy import here.
 */
export const DASHBOARD_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(DASHBOARD_CATALOGUES);

/** Their `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
