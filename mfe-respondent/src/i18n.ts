import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from './locales/login/compiled/en';

/**
 * The respondent login screens' catalogues (the case screen's come with it: case/i18n.ts): English
 * with the screens, every other language fetched only when a respondent chooses it. Adding a
 * language: see the README ("Adding a language").
 */
export const RESPONDENT_CATALOGUES: Catalogues = {
  en,
  lazy: {
    hi: () => import(/* webpackChunkName: "respondent-login-hi" */ './locales/login/compiled/hi'),
  },
};

registerCatalogues(RESPONDENT_CATALOGUES);

/** The respondent login screens' `t` (importing it from here registers their catalogues first). */
export { useTranslation, withNodes } from 'shared-ui';
