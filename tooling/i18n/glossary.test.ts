/*
 * The legal glossary (glossary.json) is the single list of terms the respondent-facing catalogues
 * follow: wherever the English says "arbitrator", "pleadings", "section"…, the translation uses the
 * glossary's word for it, so a borrower never reads the mediator's word for the arbitrator, or
 * "settlement" for the loan agreement.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { RESPONDENT_FACING, ROOT as root } from './catalogue-dirs.cjs';

interface Term {
  en: string;
  match: string;
  [language: string]: string | string[];
}
const glossary = JSON.parse(readFileSync(path.join(root, 'tooling/i18n/glossary.json'), 'utf8')) as {
  terms: Term[];
  /** Keys whose translation speaks to the respondent ("your reply") where the English names them. */
  addressed: Record<string, Record<string, string>>;
};
/** The languages the glossary gives terms in (every column but the English and its pattern). */
const LANGUAGES = [...new Set(glossary.terms.flatMap((term) => Object.keys(term).filter((key) => key !== 'en' && key !== 'match')))];

const readJson = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8'));
const wordsOf = (term: Term) => new RegExp(`\\b(?:${term.match})\\b`, 'i');
/** The words a reader sees: an ICU placeholder's name ({hearing}) is not one. */
const shown = (text: string) => text.replace(/\{\w+\}/g, '');

/** Every place a catalogue in `language` breaks the glossary: the key, the English word and what was expected. */
function departures(language: string): string[] {
  const found: string[] = [];
  for (const dir of RESPONDENT_FACING) {
    const file = path.join(root, dir, `${language}.json`);
    if (!existsSync(file)) continue;
    const english = readJson(path.join(root, dir, 'en.json'));
    const translated = readJson(file);
    for (const [key, text] of Object.entries(english)) {
      const translation = translated[key];
      if (translation === undefined) continue;
      for (const term of glossary.terms) {
        const wanted = term[language];
        if (!Array.isArray(wanted) || !wordsOf(term).test(shown(text))) continue;
        if (term.en === 'respondent' && glossary.addressed[language]?.[key] !== undefined) continue;
        if (!wanted.some((word) => translation.includes(word))) found.push(`${dir}/${language}.json ${key}: "${term.en}" → ${wanted[0]} (has: ${translation})`);
      }
    }
  }
  return found;
}

it('gives every term a word in every language and a pattern that finds the English', () => {
  expect(LANGUAGES).toEqual(expect.arrayContaining(['hi', 'mr', 'bn', 'ta', 'te', 'gu', 'kn', 'ml', 'pa', 'or', 'as', 'ur']));
  for (const term of glossary.terms) {
    expect(wordsOf(term).test(`${term.en} 18`)).toBe(true);
    for (const language of LANGUAGES) expect([term.en, language, (term[language] ?? []).length > 0]).toEqual([term.en, language, true]);
  }
});

it('finds a catalogue that uses the wrong word', () => {
  const arbitrator = glossary.terms.find((term) => term.en === 'arbitrator')!;
  const hindi = arbitrator.hi as string[];
  expect(hindi.some((word) => 'मध्यस्थ'.includes(word))).toBe(false);
  expect(wordsOf(arbitrator).test('The Arbitrator will decide')).toBe(true);
  expect(wordsOf(glossary.terms.find((term) => term.en === 'claim')!).test('Claimant')).toBe(false);
});

it.each(LANGUAGES)('every respondent-facing catalogue in %s uses the glossary’s terms', (language) => {
  expect(departures(language)).toEqual([]);
});
