import { registerCatalogues } from 'shared-ui';
import { messages as en } from '../locales/payments/compiled/en';

/**
 * The texts of the account a filing fee is paid into, loaded with the screens that show it (the
 * fee's result after PAY NOW, the invoices list). English only until translated.
 */
registerCatalogues({ en, lazy: {} });

export { useTranslation } from 'shared-ui';
