import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { indianStates } from '../seed/reference/states';
import { STATE_LANGUAGES, respondentLanguage, textLanguage } from './notice-language';
import { istDateTime, mayContactAt, nextContactTime } from './quiet-hours';

const ist = (iso: string) => new Date(`${iso}+05:30`);

describe('quiet hours (RBI: no recovery contact before 08:00 or after 19:00 IST)', () => {
  it('allows 08:00 up to 18:59 IST and nothing else', () => {
    assert.equal(mayContactAt(ist('2026-11-28T07:59:59')), false);
    assert.equal(mayContactAt(ist('2026-11-28T08:00:00')), true);
    assert.equal(mayContactAt(ist('2026-11-28T18:59:59')), true);
    assert.equal(mayContactAt(ist('2026-11-28T19:00:00')), false);
    assert.equal(mayContactAt(ist('2026-11-28T23:30:00')), false);
  });

  it('queues an early notice until 08:00 the same day and a late one until 08:00 the next day', () => {
    assert.equal(nextContactTime(ist('2026-11-28T06:10:00')).toISOString(), ist('2026-11-28T08:00:00').toISOString());
    assert.equal(nextContactTime(ist('2026-11-28T19:00:00')).toISOString(), ist('2026-11-29T08:00:00').toISOString());
    assert.equal(nextContactTime(ist('2026-12-31T22:00:00')).toISOString(), ist('2027-01-01T08:00:00').toISOString(), 'across a year');
    const open = ist('2026-11-28T12:00:00');
    assert.equal(nextContactTime(open), open, 'inside the window: now');
  });

  it('writes instants as DD-MM-YYYY HH:MM IST whatever the server zone', () => {
    assert.equal(istDateTime(new Date('2026-11-28T02:35:00Z')), '28-11-2026 08:05 IST');
    assert.equal(istDateTime(new Date('2026-11-28T20:00:00Z')), '29-11-2026 01:30 IST');
    assert.equal(istDateTime(null), '-');
  });
});

describe('the language of a notice', () => {
  it('takes the recorded language first, then the state\'s, then English', () => {
    assert.equal(respondentLanguage({ preferred_language: 'hi', state: 'Tamil Nadu' }), 'hi');
    assert.equal(respondentLanguage({ preferred_language: null, state: 'Tamil Nadu' }), 'ta');
    assert.equal(respondentLanguage({ state: 'maharashtra' }), 'mr', 'state names compared without case');
    assert.equal(respondentLanguage({ state: 'Jammu & Kashmir' }), 'ur');
    assert.equal(respondentLanguage({ state: 'Atlantis' }), 'en');
    assert.equal(respondentLanguage({}), 'en');
  });

  it('writes the text in Hindi or English, English when the portal has no text in the language', () => {
    assert.equal(textLanguage('hi'), 'hi');
    assert.equal(textLanguage('ta'), 'en');
  });

  it('knows every state and union territory of the reference table', () => {
    const states = indianStates().map((row) => row.state);
    assert.equal(states.length, 36);
    assert.deepEqual(states.filter((state) => !(state in STATE_LANGUAGES)), []);
  });
});
