/*
 * The portal's one language state and its one Lingui instance (shared between the shell and every
 * remote through the federation factory's SHARED_MODULES, like the session store): switching the
 * language anywhere switches every screen on the page together.
 *
 * Each package registers its catalogues: English compiled and loaded at once (it is the text the
 * screens show anyway), the other languages as lazy imports fetched only when chosen. A message a
 * language lacks shows in English, never as its id.
 */
import { setupI18n, type Messages } from '@lingui/core';

/** Languages the portal can be read in: code, and its name written in that language. */
export const LANGUAGES = [
  { code: 'en', label: 'English', short: 'EN' },
  { code: 'hi', label: 'हिन्दी', short: 'हि' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'odr.language';

/** Compiled Lingui messages (see tooling/i18n/compile-catalogues.mjs). */
export type CompiledMessages = Messages;

export interface Catalogues {
  en: CompiledMessages;
  /** Every other language, loaded on demand. */
  lazy: Partial<Record<Exclude<Language, 'en'>, () => Promise<{ messages: CompiledMessages }>>>;
}

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

function storedLanguage(): Language {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { en: {} } });

const english: CompiledMessages = {};
const registered: Catalogues[] = [];
const loaded = new Set<string>();
/** The language asked for (it shows once its catalogues have arrived). */
let wanted: Language = storedLanguage();

function setDocumentLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

async function loadInto(language: Language, catalogues: Catalogues): Promise<void> {
  if (language === 'en') return;
  const load = catalogues.lazy[language];
  if (!load || loaded.has(`${registered.indexOf(catalogues)}:${language}`)) return;
  const { messages } = await load();
  loaded.add(`${registered.indexOf(catalogues)}:${language}`);
  i18n.load(language, messages);
}

/** A package's catalogues; when another language is already chosen, its part is fetched now. */
export function registerCatalogues(catalogues: Catalogues): void {
  if (registered.includes(catalogues)) return;
  registered.push(catalogues);
  Object.assign(english, catalogues.en);
  i18n.load('en', catalogues.en);
  if (wanted !== 'en') void setLanguage(wanted).catch(() => undefined);
  else setDocumentLanguage('en');
}

/** Switches every screen to the language (after its catalogues load) and remembers it in this browser. */
export async function setLanguage(language: Language): Promise<void> {
  wanted = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (language !== 'en') await Promise.all(registered.map((catalogues) => loadInto(language, catalogues)));
  // A later choice made while this one was loading wins.
  if (wanted !== language) return;
  setDocumentLanguage(language);
  i18n.activate(language);
}

/** The chosen language (the one showing, or arriving). */
export function currentLanguage(): Language {
  return wanted;
}

/** A message by id in the current language, falling back to English. */
export function translate(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values, { message: english[id] as string | undefined });
}
