import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/landing/compiled/en';

/** The landing page's catalogue, loaded with the landing page (English only until translated). */
registerCatalogues({ en, lazy: {} });

/** The landing page's `t` (importing it from here registers its catalogue first). */
export { useTranslation } from 'shared-ui';
