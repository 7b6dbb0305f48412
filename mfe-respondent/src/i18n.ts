import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from './locales/compiled/en';

/**
 * The respondent screens' catalogues: English with the screens, every other language fetched only
 * when a respondent chooses it. Adding a language: see the README ("Adding a language").
 */
export const RESPONDENT_CATALOGUES: Catalogues = {
  en,
  lazy: {
    hi: () => import(/* webpackChunkName: "respondent-hi" */ './locales/compiled/hi'),
  },
};

registerCatalogues(RESPONDENT_CATALOGUES);

/** The respondent screens' `t` (importing it from here registers their catalogues first). */
export { useTranslation, withNodes } from 'shared-ui';
