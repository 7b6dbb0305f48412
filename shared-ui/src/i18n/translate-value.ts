import type { Translate } from './useTranslation';

/**
 * A value stored as English words that the screens show as it is (a stage, a hearing type, a
 * role): in the reader's language when the catalogue names it under `prefix`, else as stored.
 * The value is trimmed; a missing one (null, undefined) gives null, a blank one '', so a panel
 * passes a field as the server sent it and shows its placeholder for nothing.
 */
export function translateValue(t: Translate, prefix: string, value: string): string;
export function translateValue(t: Translate, prefix: string, value: string | null | undefined): string | null;
export function translateValue(t: Translate, prefix: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const stored = value.trim();
  if (!stored) return stored;
  const id = `${prefix}.${stored}`;
  const text = t(id);
  return text === id ? stored : text;
}
