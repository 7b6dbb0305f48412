import { useCallback, useSyncExternalStore } from 'react';
import { currentLanguage, subscribeLanguage, translate, type Language } from './language';

let version = 0;
subscribeLanguage(() => {
  version += 1;
});

const snapshot = () => version;

export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * `t(id, values)` in the language showing; the component renders again when the language (or a
 * catalogue) changes. `language` is that language, for formatting dates and amounts.
 */
export function useTranslation(): { t: Translate; language: Language } {
  const current = useSyncExternalStore(subscribeLanguage, snapshot, snapshot);
  // A new function per change, so memoised children that take `t` render again too.
  const t = useCallback<Translate>((id, values) => translate(id, values), [current]);
  return { t, language: currentLanguage() };
}
