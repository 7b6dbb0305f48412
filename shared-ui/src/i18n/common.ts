import { messages as en } from '../locales/common/compiled/en';
import { registerCatalogues, translate, type Catalogues } from './language';
import { useTranslation as useSharedTranslation, type Translate } from './useTranslation';

/**
 * The few words of shared-ui's general components (page loader, error state, table, pagination,
 * select, close buttons), which login pages show too: a small English catalogue, every other
 * language fetched only when chosen. The design kit's texts are kit.ts's, loaded with its panels.
 */
export const COMMON_CATALOGUES: Catalogues = {
  en,
  lazy: {
    hi: () => import(/* webpackChunkName: "common-hi" */ '../locales/common/compiled/hi'),
  },
};

registerCatalogues(COMMON_CATALOGUES);

/** The components' `t`: a function of this module so that importing it registers the catalogue (see kit.ts). */
export function useTranslation(): ReturnType<typeof useSharedTranslation> {
  return useSharedTranslation();
}

/** `t` outside a component (the theme's close buttons, read when they render). */
export const commonT: Translate = (id, values) => translate(id, values);
