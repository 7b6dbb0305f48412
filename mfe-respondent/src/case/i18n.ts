import { registerCatalogues, type Catalogues } from 'shared-ui';
import { messages as en } from '../locales/case/compiled/en';

/** The case screen's catalogues, loaded with the case screen (never on a respondent's first visit). */
export const CASE_CATALOGUES: Catalogues = {
  en,
  lazy: {
    hi: () => import(/* webpackChunkName: "respondent-case-hi" */ '../locales/case/compiled/hi'),
  },
};

registerCatalogues(CASE_CATALOGUES);

/** The case screen's `t` (importing it from here registers its catalogues first). */
export { useTranslation } from 'shared-ui';
