import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/wizard/compiled/en';

/**
 * The sign-up wizards' and profile pages' catalogue (one engine, one chunk), loaded with the first
 * of them (English only until translated).
 */
registerCatalogues({ en, lazy: {} });

/** The wizard's `t` (importing it from here registers its catalogue first). */
export { translate, useTranslation } from 'shared-ui';
export type { Translate } from 'shared-ui';
