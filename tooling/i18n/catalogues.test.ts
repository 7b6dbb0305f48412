/*
 * Adding a language is adding a file: every catalogue has exactly the English one's keys, every
 * key is used by the code, and the compiled catalogues are up to date with the JSON ones.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

import { PACKAGES, RESPONDENT_FACING, ROOT as root, catalogueDirs } from './catalogue-dirs.cjs';

const CATALOGUE_DIRS = catalogueDirs();
/** Where the code that uses the catalogues lives. */
const SOURCE_DIRS = PACKAGES.map((pkg) => `${pkg}/src`);
/** The languages the portal offers (LANGUAGES in shared-ui/src/i18n/language.ts). */
const OFFERED = [...readFileSync(path.join(root, 'shared-ui/src/i18n/language.ts'), 'utf8').matchAll(/\{ code: '(\w+)'/g)].map((match) => match[1]!);

const readJson = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8'));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'locales' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}
const read = (dirs: string[]) =>
  dirs
    .flatMap((dir) => sources(path.join(root, dir)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
const code = read(SOURCE_DIRS);
/**
 * Where the values the server stores are listed: shared-api (stages, steps, statuses, roles,
 * hearing types) and the server's reference lists (document and award types).
 */
const valueLists = read(['shared-api/src', 'server/src/seed/reference']);
/**
 * Stored values that no list names: free-text fields the data brings from outside the portal
 * (a case's type is Ex-parte by default, the code's own word, or Contested).
 */
const DATA_VALUES: Record<string, readonly string[]> = { 'kit.caseType': ['Contested'] };
/** The prefixes given to translateValue in the code ('kit.stage'…) and the labels' one, longest first. */
const LABEL_PREFIX = 'kit.label';
const VALUE_PREFIXES: string[] = [];
for (const match of code.matchAll(/translateValue\(\w+, '([\w.]+)'/g)) VALUE_PREFIXES.push(match[1]!);
VALUE_PREFIXES.push(LABEL_PREFIX);
VALUE_PREFIXES.sort((a, b) => b.length - a.length);

const quotedIn = (text: string, words: string) => [`'${words}'`, `"${words}"`, `\`${words}\``].some((quoted) => text.includes(quoted));

/**
 * Used: named whole in quotes, built from a prefix (`login.role.${role}`), a stored value shown
 * through translateValue(t, 'kit.stage', …) whose English words are a string in the code or in the
 * server's value lists (a stage, a hearing type), or a field label whose id is its English words,
 * `label(t, 'Posting Date')` (kit.label.Posting Date), when those words are a string in the code.
 */
function isUsed(key: string): boolean {
  if (code.includes(`'${key}'`) || code.includes(`"${key}"`)) return true;
  const prefix = key.slice(0, key.lastIndexOf('.') + 1);
  if (prefix !== '' && code.includes(`\`${prefix}\${`)) return true;
  const valuePrefix = VALUE_PREFIXES.find((candidate) => key.startsWith(`${candidate}.`));
  if (valuePrefix === undefined) return false;
  const value = key.slice(valuePrefix.length + 1);
  if (quotedIn(code, value)) return true;
  return valuePrefix !== LABEL_PREFIX && (quotedIn(valueLists, value) || (DATA_VALUES[valuePrefix]?.includes(value) ?? false));
}

it('counts a stored value’s key as used only when something names that value', () => {
  expect(isUsed('kit.stage.Awaiting Reply')).toBe(true);
  expect(isUsed('kit.hearing.type.Sixth Hearing')).toBe(true);
  expect(isUsed('kit.award.type.Interim Award')).toBe(true);
  expect(isUsed('kit.stage.Mediation Abandoned')).toBe(false);
  expect(isUsed('kit.role.Surety')).toBe(false);
  expect(isUsed('kit.label.Fax Number')).toBe(false);
});

it('finds every catalogue, the respondent-facing ones among them', () => {
  expect(OFFERED).toEqual(expect.arrayContaining(['en', 'hi']));
  expect(CATALOGUE_DIRS).toEqual(expect.arrayContaining(RESPONDENT_FACING));
});

it('names each message in one catalogue only, under a first word no other package uses', () => {
  // All English shares one table, and every screen of a page registers into it: a key in two
  // catalogues shows whichever registered last (the shell's login title once read "Respondent &
  // Advocate Login" after a visit to the respondent's).
  const owners = new Map<string, string[]>();
  const packagesOf = new Map<string, Set<string>>();
  for (const dir of CATALOGUE_DIRS) {
    for (const key of Object.keys(readJson(path.join(root, dir, 'en.json')))) {
      owners.set(key, [...(owners.get(key) ?? []), dir]);
      const word = key.split('.')[0]!;
      packagesOf.set(word, (packagesOf.get(word) ?? new Set()).add(dir.split('/')[0]!));
    }
  }
  expect([...owners].filter(([, dirs]) => dirs.length > 1)).toEqual([]);
  expect([...packagesOf].filter(([, packages]) => packages.size > 1).map(([word, packages]) => [word, [...packages]])).toEqual([]);
});

describe.each(CATALOGUE_DIRS)('the catalogues in %s', (dir) => {
  const folder = path.join(root, dir);
  const languages = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -5));
  const englishKeys = Object.keys(readJson(path.join(folder, 'en.json'))).sort();

  it('has English, and every offered language where a respondent reads it', () => {
    expect(languages).toContain('en');
    if (RESPONDENT_FACING.includes(dir)) expect([...languages].sort()).toEqual([...OFFERED].sort());
    else expect(OFFERED).toEqual(expect.arrayContaining(languages));
  });

  it.each(languages)('%s has exactly the English keys', (language) => {
    const keys = Object.keys(readJson(path.join(folder, `${language}.json`))).sort();
    expect({ missing: englishKeys.filter((key) => !keys.includes(key)), extra: keys.filter((key) => !englishKeys.includes(key)) }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it('has no key that the code does not use', () => {
    expect(englishKeys.filter((key) => !isUsed(key))).toEqual([]);
  });

  it.each(languages)('%s compiles to what the screens import (npm run i18n)', async (language) => {
    const catalogue = readJson(path.join(folder, `${language}.json`));
    const { messages } = (await import(path.join(folder, 'compiled', `${language}.ts`))) as { messages: Record<string, unknown> };
    expect(messages).toEqual(Object.fromEntries(Object.keys(catalogue).map((key) => [key, compileMessage(catalogue[key]!)])));
  });

  it.each(languages)('%s keeps every {placeholder} of the English message', (language) => {
    const english = readJson(path.join(folder, 'en.json'));
    const catalogue = readJson(path.join(folder, `${language}.json`));
    const names = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
    for (const key of englishKeys) {
      // A plain sentence may drop a value the English shows (the server's own text in a refusal).
      if (names(catalogue[key] ?? '').some((name) => !names(english[key]!).includes(name))) throw new Error(`${language} ${key}: unknown placeholder`);
    }
  });
});
