import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/account/compiled/en';

/**
 * The password and session pages' catalogue (forgot password, change password, expired session),
 * loaded with the first of them, never with the login page (English only until translated).
 */
registerCatalogues({ en, lazy: {} });

/** These pages' `t` (importing it from here registers their catalogue first). */
export { useTranslation } from 'shared-ui';
