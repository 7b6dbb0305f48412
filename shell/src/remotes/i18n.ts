import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/remotes/compiled/en';

/**
 * The catalogue of what the shell draws around a remote's screen (unavailable remote, crashed or
 * missing screen), loaded with the first remote screen (English only until translated).
 */
registerCatalogues({ en, lazy: {} });

/** `t` for these (importing it from here registers the catalogue first). */
export { translate, translateValue, useTranslation } from 'shared-ui';
