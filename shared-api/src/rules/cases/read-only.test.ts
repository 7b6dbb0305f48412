import {
  canAddDocument,
  canRecordProceedings,
  canDeleteReplyAttachment,
  canEditHearingVcLink,
  isAwardEditable,
  isPleadingReadOnly,
  isReplyReadOnly,
} from './read-only';

describe('isAwardEditable (SPEC §6 award rule)', () => {
  it.each(['Arbitrator', 'Med-Arb'])('lets the %s edit the award of a case in progress', (role) => {
    expect(isAwardEditable({ role, stage: 'Award' })).toBe(true);
    expect(isAwardEditable({ role, stage: 'Final Hearing' })).toBe(true);
  });

  it.each(['Claimant', 'Lawyer', 'Expert', 'Mediator', 'Borrower', 'Respondent', 'System Manager', null])(
    'keeps the award read-only for %p',
    (role) => {
      expect(isAwardEditable({ role, stage: 'Award', is_convereted: 1 })).toBe(false);
    },
  );

  it.each(['Completed', 'Settled', 'On hold'])('keeps the award read-only when the case is %s', (stage) => {
    expect(isAwardEditable({ role: 'Arbitrator', stage })).toBe(false);
    expect(isAwardEditable({ role: 'Arbitrator', stage, is_convereted: 0 })).toBe(false);
  });

  it.each(['Settled', 'On hold'])('lets a converted case have its award edited while %s', (stage) => {
    expect(isAwardEditable({ role: 'Med-Arb', stage, is_convereted: 1 })).toBe(true);
  });

  it('never reopens the award of a completed case, converted or not', () => {
    expect(isAwardEditable({ role: 'Arbitrator', stage: 'Completed', is_convereted: 1 })).toBe(false);
  });
});

describe('reply and pleading forms (SPEC §4 read-only rules)', () => {
  it.each(['Issuance of Notice', 'Consent And Disclosure Dispatch', 'Assignment', 'Draft', 'draft', 'Completed', '', null])(
    'makes the reply and the pleadings read-only in %p',
    (stage) => {
      expect(isReplyReadOnly(stage)).toBe(true);
      expect(isPleadingReadOnly(stage)).toBe(true);
    },
  );

  it('opens the reply but not the pleadings while Awaiting Reply', () => {
    expect(isReplyReadOnly('Awaiting Reply')).toBe(false);
    expect(isPleadingReadOnly('Awaiting Reply')).toBe(true);
  });

  it.each(['Additional Pleading', 'Respondent Reply', 'First Hearing', 'Hearing'])('opens both in %s', (stage) => {
    expect(isReplyReadOnly(stage)).toBe(false);
    expect(isPleadingReadOnly(stage)).toBe(false);
  });
});

describe('documents, attachments and hearing links', () => {
  it('hides Add Document only when the case is Completed', () => {
    expect(canAddDocument('Completed')).toBe(false);
    expect(canAddDocument('Award Dispatched')).toBe(true);
    expect(canAddDocument('Draft')).toBe(true);
  });

  it('lets only an Arbitrator delete reply and pleading attachments', () => {
    expect(canDeleteReplyAttachment('Arbitrator')).toBe(true);
    for (const role of ['Med-Arb', 'Mediator', 'Claimant', 'Borrower', 'System Manager', null]) {
      expect(canDeleteReplyAttachment(role)).toBe(false);
    }
  });

  it.each(['Second Hearing', 'Third Hearing', 'Fourth Hearing'])('lets an Arbitrator edit the video link of the %s', (type) => {
    expect(canEditHearingVcLink('Arbitrator', type)).toBe(true);
    expect(canEditHearingVcLink('Med-Arb', type)).toBe(false);
    expect(canEditHearingVcLink('Respondent', type)).toBe(false);
  });

  it.each(['Interim Hearing', 'First Hearing', 'Fifth Hearing', 'Sixth Hearing', 'Final Hearing', undefined])(
    'keeps the video link of the %p read-only, even for an Arbitrator',
    (type) => {
      expect(canEditHearingVcLink('Arbitrator', type)).toBe(false);
    },
  );
});

describe('canRecordProceedings', () => {
  it.each(['Assignment', 'Issuance of Notice', 'Awaiting Reply', 'First Hearing', 'Hearing', 'Settlement Agreement', 'Award Dispatched', 'On hold'])(
    'lets hearings, settlements and registrations be recorded in %s',
    (stage) => expect(canRecordProceedings(stage)).toBe(true),
  );

  it.each(['Draft', 'draft', 'Completed', '', null, undefined])('keeps them read-only in %p', (stage) => {
    expect(canRecordProceedings(stage)).toBe(false);
  });
});
