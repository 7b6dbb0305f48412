import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { messages as commonEn } from '../locales/common/compiled/en';
import { messages as kitEn } from '../locales/kit/compiled/en';
import { LANGUAGE_STORAGE_KEY, currentLanguage, formatCompiled, registerCatalogues, setLanguage, subscribeLanguage, translate } from './language';

const compiled = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]));

const EN = compiled({
  'test.hello': 'Hello {name}',
  'test.files': '{count, plural, =0 {No files} one {# file} other {# files}}',
  'test.only': 'Only in English',
});
const HI = compiled({
  'test.hello': 'नमस्ते {name}',
  'test.files': '{count, plural, =0 {कोई फ़ाइल नहीं} one {# फ़ाइल} other {# फ़ाइलें}}',
});

registerCatalogues({ en: EN, lazy: { hi: async () => ({ messages: HI }) } });

afterEach(async () => {
  await setLanguage('en');
});

describe('the language switch', () => {
  it('starts in English and formats values and ICU plurals', () => {
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(translate('test.hello', { name: 'Anil' })).toBe('Hello Anil');
    expect(translate('test.files', { count: 0 })).toBe('No files');
    expect(translate('test.files', { count: 1 })).toBe('1 file');
    expect(translate('test.files', { count: 100000 })).toBe('100,000 files');
  });

  it('switches to Hindi once its catalogue has loaded: the page language, the choice remembered, listeners told', async () => {
    const listener = jest.fn();
    const unsubscribe = subscribeLanguage(listener);
    await setLanguage('hi');
    unsubscribe();
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(listener).toHaveBeenCalled();
    expect(translate('test.hello', { name: 'अनिल' })).toBe('नमस्ते अनिल');
    expect(translate('test.files', { count: 2 })).toBe('2 फ़ाइलें');
    // A message the language lacks shows in English, never as its id.
    expect(translate('test.only')).toBe('Only in English');
    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(translate('test.hello', { name: 'Anil' })).toBe('Hello Anil');
  });

  it('lets the later of two quick choices win', async () => {
    const slow = setLanguage('hi');
    const fast = setLanguage('en');
    await Promise.all([slow, fast]);
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

/*
 * Every form the remotes' catalogues use (a remote's own messages are its own to test): plain
 * text, placeholders, a select on the case kind, plurals with exact and `#` cases, and one inside
 * the other.
 */
const FORMS = compiled({
  'forms.plain': 'Enter the code sent to your mobile',
  'forms.placeholders': 'Case {caseNumber}: a code was sent to {mobile}; it is {length} digits long.',
  'forms.select': 'You confirmed on {date} that you have read the statement of {kind, select, dispute {dispute} other {claim}}.',
  'forms.selectNeutral': 'Next, the {kind, select, dispute {mediator} other {arbitrator}} records consent and disclosure.',
  'forms.plural': '{count, plural, =0 {No attempts left} one {# attempt left} other {# attempts left}}',
  'forms.pluralInSelect': '{kind, select, dispute {{count, plural, one {# hearing of the mediation} other {# hearings of the mediation}}} other {{count, plural, one {# hearing} other {# hearings}}}}',
  'forms.selectInPlural': '{count, plural, one {# day to file the {party, select, claimant {claim} other {reply}}} other {# days to file the {party, select, claimant {claim} other {reply}}}}',
  'forms.quote': "The {what}'s copy is on page {page} of {total}.",
});

describe('formatCompiled (English without Lingui) says what Lingui says', () => {
  const all = { ...EN, ...FORMS, ...kitEn, ...commonEn };
  const lingui = setupI18n({ locale: 'en', messages: { en: all } });
  const values = { name: 'Anil', caseNumber: 'ARB-00012', mobile: '******0301', length: 6, index: 2, time: '0:45', title: 'Reply', count: 3, message: 'Wait', letter: 'covering', kind: 'dispute', party: 'claimant', days: 0, what: 'award', limit: '25 MB', date: '01-02-2026', filed: '02-02-2026', page: 12, from: 11, to: 20, total: 1500 };
  it.each(Object.keys(all))('%s', (id) => {
    const message = (all as Record<string, unknown>)[id];
    for (const count of [0, 1, 3, 1500]) {
      expect(formatCompiled(message, { ...values, count })).toBe(lingui._(id, { ...values, count }));
    }
  });
});
