import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/signup/compiled/en';

/** The sign-up selection page's catalogue, loaded with that page (English only until translated). */
registerCatalogues({ en, lazy: {} });

/** The selection page's `t` (importing it from here registers its catalogue first). */
export { useTranslation } from 'shared-ui';
