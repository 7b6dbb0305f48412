import { CLAIM_STAGES, DISPUTE_STAGES, LIST_TAB_STAGES, caseKindOf, isStageOf, listTabOf } from './stages';

describe('case kinds', () => {
  it('reads an ARB reference as a claim and a MED reference as a dispute', () => {
    expect(caseKindOf('ARB-2024-0001')).toBe('claim');
    expect(caseKindOf('MED-2024-0001')).toBe('dispute');
  });

  it('forgives the case and spaces of a typed case number', () => {
    expect(caseKindOf(' arb-7 ')).toBe('claim');
    expect(caseKindOf('med-7')).toBe('dispute');
  });

  it('knows no kind for another prefix or no name', () => {
    expect(caseKindOf('CLM-1')).toBeNull();
    expect(caseKindOf('')).toBeNull();
    expect(caseKindOf(undefined)).toBeNull();
  });
});

describe('stages', () => {
  it('lists the twenty claim stages of the spec, Settled and On hold included', () => {
    expect(CLAIM_STAGES).toHaveLength(20);
    expect(CLAIM_STAGES).toEqual(expect.arrayContaining(['First Hearing', 'Sixth Hearing', 'Settled', 'On hold']));
  });

  it('lists the fifteen dispute stages of the spec', () => {
    expect(DISPUTE_STAGES).toHaveLength(15);
    expect(DISPUTE_STAGES).toEqual(expect.arrayContaining(['Respondent Reply', 'Hearing', 'Registration']));
  });

  it('tells which stages belong to which kind', () => {
    expect(isStageOf('claim', 'Final Hearing')).toBe(true);
    expect(isStageOf('dispute', 'Final Hearing')).toBe(false);
    expect(isStageOf('dispute', 'Settlement Agreement')).toBe(true);
    expect(isStageOf('claim', 'Settlement Agreement')).toBe(false);
    expect(isStageOf('claim', 42)).toBe(false);
  });
});

describe('list tabs', () => {
  it('starts the claims All tab at Assignment and keeps Settled and On hold in it', () => {
    expect(LIST_TAB_STAGES.claim.all[0]).toBe('Assignment');
    expect(LIST_TAB_STAGES.claim.all).toEqual(expect.arrayContaining(['Settled', 'On hold', 'Award Dispatched']));
    expect(LIST_TAB_STAGES.claim.all).not.toContain('Draft');
    expect(LIST_TAB_STAGES.claim.all).not.toContain('Completed');
  });

  it('runs the disputes All tab from Assignment through Registration and keeps the Med-Arb award stages', () => {
    expect(LIST_TAB_STAGES.dispute.all).toEqual([
      'Assignment',
      'Issuance of Notice',
      'Respondent Reply',
      'Awaiting Reply',
      'FHN And MOM Dispatch',
      'Additional Pleading',
      'Consent And Disclosure Dispatch',
      'Hearing',
      'Non Settlement Agreement',
      'Settlement Agreement',
      'Registration',
      'Award',
      'Award Dispatched',
    ]);
  });

  it('keeps Draft and Completed in tabs of their own', () => {
    expect(LIST_TAB_STAGES.claim.draft).toEqual(['Draft']);
    expect(LIST_TAB_STAGES.claim.completed).toEqual(['Completed']);
    expect(LIST_TAB_STAGES.dispute.draft).toEqual(['Draft']);
    expect(LIST_TAB_STAGES.dispute.completed).toEqual(['Completed']);
  });

  it.each([['claim' as const, CLAIM_STAGES], ['dispute' as const, DISPUTE_STAGES]])(
    'lists every %s stage under exactly one tab',
    (kind, stages) => {
      const tabs = LIST_TAB_STAGES[kind];
      for (const stage of stages) {
        const count = [tabs.all, tabs.draft, tabs.completed].filter((list) => (list as readonly string[]).includes(stage)).length;
        expect([stage, count]).toEqual([stage, 1]);
      }
    },
  );

  it('finds the tab of a stage', () => {
    expect(listTabOf('claim', 'Draft')).toBe('draft');
    expect(listTabOf('claim', 'On hold')).toBe('all');
    expect(listTabOf('dispute', 'Completed')).toBe('completed');
    expect(listTabOf('dispute', 'On hold')).toBeNull();
  });
});
