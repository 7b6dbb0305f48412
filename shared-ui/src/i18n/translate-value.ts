import type { Translate } from './useTranslation';

/**
 * A value stored as English words that the screens show as it is (a stage, a hearing type, a
 * role): in the reader's language when the catalogue names it under `prefix`, else as stored.
 */
export function translateValue(t: Translate, prefix: string, value: string): string {
  const id = `${prefix}.${value}`;
  const text = t(id);
  return text === id ? value : text;
}
