import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/settlement-terms/compiled/en';

/** The settlement terms' texts, loaded with the case view's terms tab. English only until translated. */
registerCatalogues({ en, lazy: {} });

export { useTranslation } from 'shared-ui';
