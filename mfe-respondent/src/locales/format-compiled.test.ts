import { setupI18n } from '@lingui/core';
import { formatCompiled } from 'shared-ui';
import { messages as caseEn } from './case/compiled/en';
import { messages as loginEn } from './login/compiled/en';

/*
 * The respondent portal shows English without loading Lingui (shared-ui's formatCompiled): every
 * one of its English messages must read exactly as Lingui would write it, with the values the
 * screens pass.
 */
describe('the respondent portal\'s English reads as Lingui would write it', () => {
  const all = { ...loginEn, ...caseEn };
  const lingui = setupI18n({ locale: 'en', messages: { en: all } });
  const values = { name: 'Anil', caseNumber: 'ARB-00012', mobile: '******0301', length: 6, index: 2, time: '0:45', title: 'Reply', message: 'Wait', letter: 'covering', kind: 'dispute', party: 'claimant', days: 0, what: 'award', limit: '25 MB', date: '01-02-2026', filed: '02-02-2026', page: 12, from: 11, to: 20, total: 1500 };
  it.each(Object.keys(all))('%s', (id) => {
    const message = (all as Record<string, unknown>)[id];
    for (const count of [0, 1, 3, 1500]) {
      expect(formatCompiled(message, { ...values, count })).toBe(lingui._(id, { ...values, count }));
    }
  });
});
