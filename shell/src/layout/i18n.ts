import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/layout/compiled/en';

/**
 * The signed-in layout's catalogue (header, menus, profile gate, session check), loaded with the
 * layout after login (English only until translated).
 */
registerCatalogues({ en, lazy: {} });

/** The layout's `t` (importing it from here registers its catalogue first). */
export { useTranslation } from 'shared-ui';
