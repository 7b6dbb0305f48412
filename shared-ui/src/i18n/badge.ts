import { registerCatalogues, type Catalogues } from './language';
import { useTranslation as useSharedTranslation } from './useTranslation';

/**
 * The few texts of the badges every case list shows (the stage, the statutory deadline). Their
 * English stays in the components (shared-api's words), so a dashboard carries no catalogue: only
 * other languages come from badge/<language>.json (en.json holds the same English, for translators
 * and the completeness check). A stage name is shown in another language when the kit's catalogue
 * is loaded (the case views), and as stored otherwise.
 */
export const BADGE_CATALOGUES: Catalogues = {
  en: {},
  lazy: {
    hi: () => import(/* webpackChunkName: "badge-hi" */ '../locales/badge/compiled/hi'),
  },
};

registerCatalogues(BADGE_CATALOGUES);

/** The badges' `t`: a function of this module, so the build keeps the registration above. */
export function useTranslation(): ReturnType<typeof useSharedTranslation> {
  return useSharedTranslation();
}
