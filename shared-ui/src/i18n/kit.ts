import { messages as en } from '../locales/kit/compiled/en';
import { registerCatalogues, translate, type Catalogues } from './language';
import type { Translate } from './useTranslation';

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

/** The kit's `t` (importing it from here registers the kit's catalogue first). */
export { useTranslation } from './useTranslation';

/**
 * A value stored as English words that the screens show as it is (a stage, a hearing type, a
 * role): in the reader's language when the catalogue names it under `prefix`, else as stored.
 */
export function translateValue(t: Translate, prefix: string, value: string): string {
  const id = `${prefix}.${value}`;
  const text = t(id);
  return text === id ? value : text;
}

/** `t` outside a component (helpers that build rows of labels); a component uses useTranslation. */
export const kitT: Translate = (id, values) => translate(id, values);

/**
 * A field's label (Agreement Number, Posting Date) in the reader's language: the English label is
 * its id, under `kit.label.`, as the panels of several screens share their labels.
 */
export function label(t: Translate, english: string): string {
  return translateValue(t, 'kit.label', english);
}
