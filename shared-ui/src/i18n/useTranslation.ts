import { useCallback, useSyncExternalStore } from 'react';
import { currentLanguage, i18n, translate, type Language } from './language';

let version = 0;
i18n.on('change', () => {
  version += 1;
});

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const snapshot = () => version;

export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * `t(id, values)` in the current language; the component renders again when the language (or a
 * catalogue) changes. `language` is the chosen one, for formatting dates and amounts.
 */
export function useTranslation(): { t: Translate; language: Language } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  // A new function per change, so memoised children that take `t` render again too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useCallback<Translate>((id, values) => translate(id, values), [current]);
  return { t, language: (i18n.locale || currentLanguage()) as Language };
}
