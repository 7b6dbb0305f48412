import { registerCatalogues } from 'shared-ui';
import { messages as en } from './locales/login/compiled/en';

/**
 * The login page's catalogue (with the logo and the routing error, which come with it): kept to
 * those texts, as the login page is held to its first-load budget; every other shell page brings
 * its own (`<folder>/i18n.ts`). English only until someone translates it (README, "Adding a language").
 */
registerCatalogues({ en, lazy: {} });

/** The login page's `t` (importing it from here registers its catalogue first). */
export { useTranslation } from 'shared-ui';
