import { messages as en } from '../locales/deadline/compiled/en';
import { registerCatalogues, type Catalogues } from './language';
import { useTranslation as useSharedTranslation } from './useTranslation';

/**
 * The statutory deadline badge's words, a catalogue of their own: the badge is on the
 * professionals' dashboards and case lists, whose first load must not carry the design kit's.
 * Every language but English is fetched only when chosen.
 */
export const DEADLINE_CATALOGUES: Catalogues = {
  en,
  lazy: {
    hi: () => import(/* webpackChunkName: "deadline-hi" */ '../locales/deadline/compiled/hi'),
  },
};

registerCatalogues(DEADLINE_CATALOGUES);

/** The badge's `t`: a function of this module so that importing it registers the catalogue (see kit.ts). */
export function useTranslation(): ReturnType<typeof useSharedTranslation> {
  return useSharedTranslation();
}
