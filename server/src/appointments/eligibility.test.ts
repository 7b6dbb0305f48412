import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eligibilityFor, panelsFor, type CaseFacts, type NeutralFacts, type PanelFacts } from './eligibility';

const TODAY = '2026-11-28';
const panel = (extra: Partial<PanelFacts> = {}): PanelFacts => ({
  name: 'P1',
  case_kind: 'Arbitration',
  languages: [],
  states: [],
  specialisations: [],
  max_open_cases: null,
  active_from: null,
  active_to: null,
  item_22_rule: 'Exclude',
  members: ['a@x.in', 'b@x.in'],
  ...extra,
});
const claim = (extra: Partial<CaseFacts> = {}): CaseFacts => ({
  name: 'ARB-00001',
  doctype: 'Claim',
  party: 'lender@x.in',
  partyKeys: new Set(['lender@x.in', 'lender bank ltd', 'counsel@x.in', 'borrower@x.in']),
  language: null,
  state: 'Karnataka',
  specialisation: null,
  ...extra,
});
const neutral = (email: string, extra: Partial<NeutralFacts> = {}): NeutralFacts => ({
  email,
  roles: new Set(['Arbitrator']),
  approved: true,
  languages: new Set(['english', 'hindi']),
  relationships: [],
  openCases: 0,
  partyCounts: new Map(),
  ...extra,
});
const neutrals = (...list: NeutralFacts[]) => new Map(list.map((n) => [n.email, n]));

describe('eligibility for a draw', () => {
  it('never lists a neutral with a Seventh Schedule relationship to a party, its group or its counsel, past or present', () => {
    const related = neutral('a@x.in', { relationships: [{ relationship: 'Consultant', related_to: 'Party group or affiliate', party: 'Lender Bank Ltd', period: 'Past' }] });
    const result = eligibilityFor(claim(), [panel()], neutrals(related, neutral('b@x.in')), TODAY);
    assert.deepEqual(result.eligible, ['b@x.in']);
    assert.match(result.exclusions[0].reasons[0], /Seventh Schedule \(s\.12\(5\)\): past consultant of party group or affiliate Lender Bank Ltd/);
    const counsel = neutral('a@x.in', { relationships: [{ relationship: 'Relative', related_to: 'Counsel', party: 'counsel@x.in', period: 'Present' }] });
    assert.deepEqual(eligibilityFor(claim(), [panel()], neutrals(counsel, neutral('b@x.in')), TODAY).eligible, ['b@x.in']);
    const unrelated = neutral('a@x.in', { relationships: [{ relationship: 'Director', related_to: 'Party', party: 'other bank', period: 'Present' }] });
    assert.deepEqual(eligibilityFor(claim(), [panel()], neutrals(unrelated, neutral('b@x.in')), TODAY).eligible, ['a@x.in', 'b@x.in']);
  });

  it('counts item 22 per neutral per claimant: excluded at two appointments when the panel says Exclude, limited to what is left below', () => {
    const twice = neutral('a@x.in', { partyCounts: new Map([['lender@x.in', 2]]) });
    const once = neutral('b@x.in', { partyCounts: new Map([['lender@x.in', 1], ['other@x.in', 9]]) });
    const result = eligibilityFor(claim(), [panel()], neutrals(twice, once), TODAY);
    assert.deepEqual(result.eligible, ['b@x.in']);
    assert.match(result.exclusions[0].reasons[0], /Fifth Schedule item 22: appointed 2 times by lender@x.in in 3 years/);
    assert.equal(result.partyAllowance.get('b@x.in'), 1);
  });

  it('only discloses the item 22 count when every panel of the neutral says Disclose', () => {
    const often = neutral('a@x.in', { partyCounts: new Map([['lender@x.in', 7]]) });
    const disclose = eligibilityFor(claim(), [panel({ item_22_rule: 'Disclose' })], neutrals(often, neutral('b@x.in')), TODAY);
    assert.deepEqual(disclose.eligible, ['a@x.in', 'b@x.in']);
    assert.equal(disclose.item22.get('a@x.in'), 'Disclose');
    assert.equal(disclose.partyAllowance.has('a@x.in'), false);
    const mixed = eligibilityFor(claim(), [panel({ item_22_rule: 'Disclose' }), panel({ name: 'P2' })], neutrals(often, neutral('b@x.in')), TODAY);
    assert.deepEqual(mixed.eligible, ['b@x.in']);
  });

  it('leaves out a neutral at the panel maximum of open cases and limits the others to what is left', () => {
    const full = neutral('a@x.in', { openCases: 5 });
    const result = eligibilityFor(claim(), [panel({ max_open_cases: 5 })], neutrals(full, neutral('b@x.in', { openCases: 3 })), TODAY);
    assert.deepEqual(result.eligible, ['b@x.in']);
    assert.equal(result.capacity.get('b@x.in'), 2);
    assert.match(result.exclusions[0].reasons[0], /holds 5 open cases, the panel's maximum is 5/);
  });

  it("requires the respondent's language", () => {
    const english = neutral('a@x.in', { languages: new Set(['english']) });
    const result = eligibilityFor(claim({ language: 'Hindi' }), [panel()], neutrals(english, neutral('b@x.in')), TODAY);
    assert.deepEqual(result.eligible, ['b@x.in']);
    assert.deepEqual(result.exclusions[0].reasons, ['does not hear in Hindi']);
  });

  it('uses only active panels of the case kind, state and subject, and members approved for it', () => {
    assert.equal(panelsFor(claim(), [panel({ active_to: '2026-11-27' })], TODAY).length, 0);
    assert.equal(panelsFor(claim(), [panel({ active_from: '2026-11-29' })], TODAY).length, 0);
    assert.equal(panelsFor(claim(), [panel({ case_kind: 'Mediation' })], TODAY).length, 0);
    assert.equal(panelsFor(claim({ doctype: 'Dispute' }), [panel({ case_kind: 'Med-Arb' })], TODAY).length, 1);
    assert.equal(panelsFor(claim(), [panel({ states: ['Kerala'] })], TODAY).length, 0);
    assert.equal(panelsFor(claim({ specialisation: 'Banking' }), [panel({ specialisations: ['Insurance'] })], TODAY).length, 0);
    const mediator = neutral('a@x.in', { roles: new Set(['Mediator']) });
    const pending = neutral('b@x.in', { approved: false });
    const result = eligibilityFor(claim(), [panel()], neutrals(mediator, pending), TODAY);
    assert.deepEqual(result.eligible, []);
    assert.deepEqual(result.exclusions.map((e) => e.reasons), [['not registered for Arbitration'], ['profile not approved']]);
  });
});
