import { messages as en } from '../locales/kit/compiled/en';
import { registerCatalogues, translate, type Catalogues } from './language';
import { useTranslation as useSharedTranslation, type Translate } from './useTranslation';
import { translateValue } from './translate-value';

/**
 * The design kit's own texts (the case view kit, the file picker): English comes with the first
 * component that speaks, every other language is fetched only when chosen. Only components that
 * import from here carry the catalogue, so the login pages do not.
 */
export const KIT_CATALOGUES: Catalogues = {
  en,
  lazy: {
    hi: () => import(/* webpackChunkName: "kit-hi" */ '../locales/kit/compiled/hi'),
  },
};

registerCatalogues(KIT_CATALOGUES);

/**
 * The kit's `t`. A function of this module, not a re-export: the build skips a side-effect-free
 * module whose imports are only re-exports, and the catalogue above must be registered first.
 */
export function useTranslation(): ReturnType<typeof useSharedTranslation> {
  return useSharedTranslation();
}

export { translateValue } from './translate-value';

/** `t` outside a component (helpers that build rows of labels); a component uses useTranslation. */
export const kitT: Translate = (id, values) => translate(id, values);

/**
 * A field's label (Agreement Number, Posting Date) in the reader's language: the English label is
 * its id, under `kit.label.`, as the panels of several screens share their labels.
 */
export function label(t: Translate, english: string): string {
  return translateValue(t, 'kit.label', english);
}
