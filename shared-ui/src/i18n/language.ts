/*
 * The portal's one language state (shared between the shell and every remote through the
 * federation factory's SHARED_MODULES, like the session store): switching the language anywhere
 * switches every screen on the page together.
 *
 * Each package registers its catalogues: English compiled and loaded at once (it is the text the
 * screens show anyway), other languages as lazy imports fetched only when chosen. Messages are ICU
 * MessageFormat compiled ahead (tooling/i18n/compile-catalogues.mjs) to Lingui's form. English is
 * formatted by formatCompiled (a few hundred bytes, checked against Lingui in language.test.ts);
 * Lingui itself (@lingui/core) is fetched with the first other language, so a respondent reading
 * English downloads no i18n library. A message a language lacks shows in English, never as its id.
 */
import type { I18n, Messages } from '@lingui/core';

/** Languages the portal can be read in: code, its name in that language, and a short form. */
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
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const english: CompiledMessages = {};
const registered: Catalogues[] = [];
const loaded = new Map<Catalogues, Set<Language>>();
const listeners = new Set<() => void>();
/** Lingui, once a language other than English has been chosen. */
let lingui: I18n | null = null;
/** The language showing. */
let active: Language = DEFAULT_LANGUAGE;
/** The language asked for (it shows once its catalogues have arrived). */
let wanted: Language = storedLanguage();

function changed() {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the language or a catalogue changes; returns the unsubscribe. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function linguiInstance(): Promise<I18n> {
  if (!lingui) {
    const { setupI18n } = await import(/* webpackChunkName: "lingui" */ '@lingui/core');
    lingui ??= setupI18n({ locale: DEFAULT_LANGUAGE, messages: { en: {} } });
  }
  return lingui;
}

async function loadInto(language: Language, catalogues: Catalogues): Promise<void> {
  const done = loaded.get(catalogues) ?? new Set<Language>();
  loaded.set(catalogues, done);
  const load = language === 'en' ? undefined : catalogues.lazy[language];
  if (!load || done.has(language)) return;
  const [instance, { messages }] = await Promise.all([linguiInstance(), load()]);
  done.add(language);
  instance.load(language, messages);
}

/** A package's catalogues; when another language is already chosen, its part is fetched now. */
export function registerCatalogues(catalogues: Catalogues): void {
  if (registered.includes(catalogues)) return;
  registered.push(catalogues);
  Object.assign(english, catalogues.en);
  if (wanted !== DEFAULT_LANGUAGE) void setLanguage(wanted).catch(() => undefined);
  else if (typeof document !== 'undefined') document.documentElement.lang = active;
}

/** Switches every screen to the language (after its catalogues load) and remembers it in this browser. */
export async function setLanguage(language: Language): Promise<void> {
  wanted = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (language !== DEFAULT_LANGUAGE) {
    await Promise.all(registered.map((catalogues) => loadInto(language, catalogues)));
    lingui?.activate(language);
  }
  // A later choice made while this one was loading wins.
  if (wanted !== language) return;
  active = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  changed();
}

/** The language showing. */
export function currentLanguage(): Language {
  return active;
}

type Token = string | [name: string, type?: string, format?: Record<string, Tokens>];
type Tokens = Token | Token[];

const pluralRules = new Map<string, Intl.PluralRules>();

/** Formats a compiled English message: text, `{name}` values, and `plural`/`select` (ICU). */
export function formatCompiled(message: unknown, values: Record<string, unknown> = {}, locale = 'en', count?: number): string {
  // Inside a plural, `#` is the number, written as the language writes numbers.
  const hash = (text: string) => (text === '#' && count !== undefined ? new Intl.NumberFormat(locale).format(count) : text);
  if (typeof message === 'string') return hash(message);
  if (!Array.isArray(message)) return '';
  return (message as Token[])
    .map((token) => {
      if (typeof token === 'string') return hash(token);
      const [name, type, cases = {}] = token;
      const value = values[name];
      if (type === 'plural') {
        let rules = pluralRules.get(locale);
        if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
        const n = Number(value);
        return formatCompiled(cases[n] ?? cases[rules.select(n)] ?? cases.other, values, locale, n);
      }
      if (type === 'select') return formatCompiled(cases[String(value)] ?? cases.other, values, locale, count);
      return value == null ? '' : String(value);
    })
    .join('');
}

/** A message by id in the language showing, falling back to English. */
export function translate(id: string, values?: Record<string, unknown>): string {
  if (lingui && active !== DEFAULT_LANGUAGE && id in lingui.messages) return lingui._(id, values);
  return formatCompiled(english[id] ?? id, values);
}
