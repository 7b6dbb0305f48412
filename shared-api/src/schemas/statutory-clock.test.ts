import { firstProblem } from './valibot-resolver';
import { awardExtensionSchema, pleadingsCompletedSchema, STATUTORY_CLOCK_MESSAGES as M } from './statutory-clock';

describe('pleadingsCompletedSchema', () => {
  const schema = pleadingsCompletedSchema('2026-11-28');
  it('takes a past or present date with a reason', () => {
    expect(firstProblem(schema, { reason: 'Both sides closed', pleadings_completed_on: '2026-11-28' })).toBeNull();
  });
  it('asks for the reason before anything else', () => {
    expect(firstProblem(schema, { reason: '  ', pleadings_completed_on: '2027-01-01' })).toBe(M.reasonMissing);
    expect(firstProblem(schema, { reason: 'x'.repeat(1001), pleadings_completed_on: '2026-11-01' })).toBe(M.reasonTooLong);
  });
  it('refuses a date that is not one, or is in the future', () => {
    expect(firstProblem(schema, { reason: 'r', pleadings_completed_on: '' })).toBe(M.dateFormat);
    expect(firstProblem(schema, { reason: 'r', pleadings_completed_on: '2026-11-29' })).toBe(M.dateFuture);
  });
});

describe('awardExtensionSchema', () => {
  it('needs the consent only for an extension (s.29A(3))', () => {
    expect(firstProblem(awardExtensionSchema, { award_extension_months: 0, consent: null })).toBeNull();
    expect(firstProblem(awardExtensionSchema, { award_extension_months: 3, consent: null })).toBe(M.consentMissing);
    expect(firstProblem(awardExtensionSchema, { award_extension_months: 3, consent: '/private/files/consent.pdf' })).toBeNull();
  });
  it('allows at most six months', () => {
    expect(firstProblem(awardExtensionSchema, { award_extension_months: 7, consent: 'x' })).toBe(M.monthsRange);
  });
});
