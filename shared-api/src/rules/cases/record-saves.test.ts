import { awaitsConsentAndDisclosure } from './consent';
import { checkStagePrerequisite, NO_RECORDS, stageMoveOptions } from './prerequisites';
import { allowedRecordSaves, checkRecordSave, finalAwardRefusal } from './record-saves';

describe('saves that stand for a stage are offered only where the machine lets the case take it', () => {
  it('refuses a mediation outcome before the mediation has begun (Issuance of Notice), with the reason', () => {
    expect(checkRecordSave('dispute', 'Issuance of Notice', 'settlement', 'Mediator')).toEqual({
      ok: false,
      reason: 'A settlement moves the dispute to Settlement Agreement, which it cannot reach from Issuance of Notice',
    });
    expect(allowedRecordSaves('dispute', 'Issuance of Notice', ['settlement', 'non-settlement'], 'Mediator')).toEqual([]);
    expect(allowedRecordSaves('dispute', 'Hearing', ['settlement', 'non-settlement'], 'Mediator')).toEqual(['settlement', 'non-settlement']);
    // A recorded outcome may be corrected either way, and re-saved; never after registration.
    expect(allowedRecordSaves('dispute', 'Settlement Agreement', ['settlement', 'non-settlement'], 'Mediator')).toEqual(['settlement', 'non-settlement']);
    expect(allowedRecordSaves('dispute', 'Registration', ['settlement', 'non-settlement'], 'Mediator')).toEqual([]);
  });

  it('registers only a settled mediation', () => {
    expect(checkRecordSave('dispute', 'Settlement Agreement', 'registration', 'Mediator').ok).toBe(true);
    expect(checkRecordSave('dispute', 'Non Settlement Agreement', 'registration', 'Mediator').ok).toBe(false);
    expect(checkRecordSave('dispute', 'Hearing', 'registration', 'Mediator').ok).toBe(false);
  });

  it('takes the final award once the hearings have closed (s.32(1)), and refuses it at the first hearing', () => {
    for (const stage of ['Second Hearing', 'Final Hearing', 'Sixth Hearing', 'On hold', 'Award', 'Award Dispatched', 'Settled']) {
      expect(checkRecordSave('claim', stage, 'final-award', 'Arbitrator')).toEqual({ ok: true });
    }
    expect(checkRecordSave('claim', 'First Hearing', 'final-award', 'Arbitrator')).toEqual({ ok: false, reason: finalAwardRefusal('claim', 'First Hearing') });
    expect(finalAwardRefusal('claim', 'First Hearing')).toContain('s.32(1)');
    expect(checkRecordSave('claim', 'Completed', 'final-award', 'Arbitrator').ok).toBe(false);
    // A dispute's award is the Med-Arb neutral's, after the mediation's outcome.
    expect(checkRecordSave('dispute', 'Non Settlement Agreement', 'final-award', 'Med-Arb').ok).toBe(true);
    expect(checkRecordSave('dispute', 'Hearing', 'final-award', 'Med-Arb').ok).toBe(false);
  });
});

describe('the records the stages stand for', () => {
  it('a hearing stage needs its hearing recorded; the stage menu lists it as blocked without one', () => {
    expect(checkStagePrerequisite('dispute', 'Hearing', NO_RECORDS)).toEqual({ ok: false, reason: 'A hearing must be scheduled before the dispute moves to Hearing' });
    expect(checkStagePrerequisite('dispute', 'Hearing', { ...NO_RECORDS, hearings: ['First Hearing'] }).ok).toBe(true);
    expect(checkStagePrerequisite('claim', 'Second Hearing', { ...NO_RECORDS, hearings: ['First Hearing'] })).toEqual({
      ok: false,
      reason: 'The second hearing must be scheduled before the claim moves to Second Hearing',
    });
    const hearing = stageMoveOptions('dispute', 'Awaiting Reply', 'Mediator', NO_RECORDS).find((option) => option.stage === 'Hearing');
    expect(hearing).toEqual({ stage: 'Hearing', ok: false, reason: 'A hearing must be scheduled before the dispute moves to Hearing' });
  });

  it('a case holding its final award belongs at an award stage, and no other', () => {
    const records = { ...NO_RECORDS, award: true, finalAward: true, hearings: ['First Hearing', 'Second Hearing'] };
    expect(checkStagePrerequisite('claim', 'Award', records).ok).toBe(true);
    expect(checkStagePrerequisite('claim', 'First Hearing', records)).toEqual({
      ok: false,
      reason: 'The final award is saved and has ended the proceedings (s.32(1) of the Arbitration and Conciliation Act 1996): the case belongs at Award, not First Hearing',
    });
    expect(stageMoveOptions('claim', 'First Hearing', 'Arbitrator', records).filter((option) => option.ok)).toEqual([]);
  });
});

describe('awaiting consent and disclosure', () => {
  it('is awaited while the proceedings run, not once the award is made or the mediation has ended', () => {
    for (const stage of ['Assignment', 'Issuance of Notice', 'Awaiting Reply', 'Second Hearing']) expect(awaitsConsentAndDisclosure('claim', stage)).toBe(true);
    for (const stage of ['Draft', 'Award', 'Award Dispatched', 'Completed', 'Settled']) expect(awaitsConsentAndDisclosure('claim', stage)).toBe(false);
    expect(awaitsConsentAndDisclosure('dispute', 'Hearing')).toBe(true);
    expect(awaitsConsentAndDisclosure('dispute', 'Registration')).toBe(false);
    expect(awaitsConsentAndDisclosure('dispute', null)).toBe(false);
  });
});
