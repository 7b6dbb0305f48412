import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/approvals/compiled/en';

/** The profile approval queue's catalogue, loaded with the queue (English only until translated). */
registerCatalogues({ en, lazy: {} });

/** The queue's `t` (importing it from here registers its catalogue first). */
export { useTranslation } from 'shared-ui';
