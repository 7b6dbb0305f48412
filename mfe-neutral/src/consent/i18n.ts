import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/consent/compiled/en';

/**
 * The texts of the Consent & Disclosure screen, loaded with it. English only for now: a
 * translation is a `hi.json` beside the English catalogue and its lazy import here.
 */
export const CONSENT_CATALOGUES: Catalogues = { en, lazy: {} };

registerCatalogues(CONSENT_CATALOGUES);

/** Their `t` (importing it from here registers the catalogue first). */
export { useTranslation } from 'shared-ui';
