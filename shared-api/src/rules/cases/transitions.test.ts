import { CLAIM_STAGES, DISPUTE_STAGES, type CaseKind, type CaseStage } from './stages';
import { CLAIM_MOVES, DISPUTE_MOVES, canTransition, nextStages, type StageMove } from './transitions';

function walk(kind: CaseKind, path: readonly string[], role: string) {
  return path.slice(1).map((to, index) => [path[index], to, canTransition(kind, path[index], to, role)] as const);
}

function expectWalkable(kind: CaseKind, path: readonly string[], role: string) {
  for (const [from, to, result] of walk(kind, path, role)) {
    expect({ from, to, result }).toEqual({ from, to, result: { ok: true } });
  }
}

/** Stages reachable from `start` when `removed` stages are taken out of the machine. */
function reachable(moves: readonly StageMove<CaseStage>[], start: CaseStage, removed: readonly string[] = []) {
  const seen = new Set<string>([start]);
  const queue: string[] = [start];
  while (queue.length > 0) {
    const from = queue.shift() as string;
    for (const move of moves) {
      if (!(move.from as readonly string[]).includes(from)) continue;
      for (const to of move.to) {
        if (removed.includes(to) || seen.has(to)) continue;
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

describe('claim flows an arbitrator may walk', () => {
  it('walks the Type One order from Draft to Completed', () => {
    expectWalkable(
      'claim',
      [
        'Draft',
        'Assignment',
        'Issuance of Notice',
        'Consent And Disclosure Dispatch',
        'Awaiting Reply',
        'Additional Pleading',
        'First Hearing',
        'FHN And MOM Dispatch',
        'Second Hearing',
        'Third Hearing',
        'Fourth Hearing',
        'Fifth Hearing',
        'Sixth Hearing',
        'Award',
        'Award Dispatched',
        'Completed',
      ],
      'Arbitrator',
    );
  });

  it('walks the other types order from Draft to Completed', () => {
    expectWalkable(
      'claim',
      [
        'Draft',
        'Assignment',
        'Issuance of Notice',
        'First Hearing',
        'FHN And MOM Dispatch',
        'Awaiting Reply',
        'Additional Pleading',
        'Second Hearing',
        'SHN S17 Order And MOM Dispatch',
        'Final Hearing',
        'Award',
        'Award Dispatched',
        'Completed',
      ],
      'Arbitrator',
    );
  });

  it('lets a Med-Arb neutral and a System Manager make the same moves', () => {
    expect(canTransition('claim', 'Draft', 'Assignment', 'Med-Arb')).toEqual({ ok: true });
    expect(canTransition('claim', 'Final Hearing', 'Award', 'System Manager')).toEqual({ ok: true });
  });

  it('puts a case on hold only from the fifth or sixth hearing, and resumes it', () => {
    expect(canTransition('claim', 'Fifth Hearing', 'On hold', 'Arbitrator').ok).toBe(true);
    expect(canTransition('claim', 'Sixth Hearing', 'On hold', 'Arbitrator').ok).toBe(true);
    for (const from of CLAIM_STAGES.filter((stage) => !['Fifth Hearing', 'Sixth Hearing', 'On hold'].includes(stage))) {
      expect([from, canTransition('claim', from, 'On hold', 'Arbitrator').ok]).toEqual([from, false]);
    }
    expect(nextStages('claim', 'On hold', 'Arbitrator')).toEqual([
      'Fifth Hearing',
      'Sixth Hearing',
      'Final Hearing',
      'Award',
      'Settled',
    ]);
  });

  it('settles a claim from any working stage before the award, then completes it', () => {
    expectWalkable('claim', ['Assignment', 'Settled', 'Completed'], 'Arbitrator');
    expectWalkable('claim', ['On hold', 'Settled'], 'Arbitrator');
    expect(canTransition('claim', 'Award', 'Settled', 'Arbitrator')).toEqual({
      ok: false,
      reason: 'A claim cannot move from Award to Settled',
    });
    expect(canTransition('claim', 'Draft', 'Settled', 'Arbitrator').ok).toBe(false);
  });

  it('lets a dispatch stage go back to the hearing it follows', () => {
    expect(canTransition('claim', 'FHN And MOM Dispatch', 'First Hearing', 'Arbitrator').ok).toBe(true);
    expect(canTransition('claim', 'SHN S17 Order And MOM Dispatch', 'Second Hearing', 'Arbitrator').ok).toBe(true);
  });
});

describe('dispute flows a mediator may walk', () => {
  it('walks a settled mediation through Registration to Completed', () => {
    expectWalkable(
      'dispute',
      [
        'Draft',
        'Assignment',
        'Issuance of Notice',
        'Consent And Disclosure Dispatch',
        'Respondent Reply',
        'Additional Pleading',
        'FHN And MOM Dispatch',
        'Hearing',
        'Settlement Agreement',
        'Registration',
        'Completed',
      ],
      'Mediator',
    );
  });

  it('walks a failed mediation straight from Non Settlement Agreement to Completed', () => {
    expectWalkable(
      'dispute',
      ['Issuance of Notice', 'Awaiting Reply', 'Hearing', 'Non Settlement Agreement', 'Completed'],
      'Mediator',
    );
  });

  it('never registers a non-settlement', () => {
    expect(canTransition('dispute', 'Non Settlement Agreement', 'Registration', 'Mediator')).toEqual({
      ok: false,
      reason: 'A dispute cannot move from Non Settlement Agreement to Registration',
    });
  });

  it('lets the outcome be corrected either way', () => {
    expect(canTransition('dispute', 'Settlement Agreement', 'Non Settlement Agreement', 'Mediator').ok).toBe(true);
    expect(canTransition('dispute', 'Non Settlement Agreement', 'Settlement Agreement', 'Mediator').ok).toBe(true);
  });

  it('leaves the award of a dispute to the Med-Arb neutral', () => {
    expectWalkable('dispute', ['Non Settlement Agreement', 'Award', 'Award Dispatched', 'Completed'], 'Med-Arb');
    expect(canTransition('dispute', 'Settlement Agreement', 'Award', 'Med-Arb').ok).toBe(true);
    expect(canTransition('dispute', 'Non Settlement Agreement', 'Award', 'Mediator')).toEqual({
      ok: false,
      reason: 'Only a Med-Arb neutral or a System Manager can move a dispute from Non Settlement Agreement to Award',
    });
  });
});

describe('moves nobody may make', () => {
  const roles = ['Arbitrator', 'Med-Arb', 'Mediator', 'System Manager', 'Respondent'];

  it.each([['claim' as const, CLAIM_STAGES], ['dispute' as const, DISPUTE_STAGES]])(
    'a %s in Completed never moves, whoever asks',
    (kind, stages) => {
      for (const to of stages.filter((stage) => stage !== 'Completed')) {
        for (const role of roles) {
          expect(canTransition(kind, 'Completed', to, role)).toEqual({
            ok: false,
            reason: 'A case in Completed cannot change stage',
          });
        }
      }
    },
  );

  it.each([['claim' as const, CLAIM_STAGES], ['dispute' as const, DISPUTE_STAGES]])(
    'a %s never goes back to Draft',
    (kind, stages) => {
      for (const from of stages.filter((stage) => stage !== 'Draft' && stage !== 'Completed')) {
        expect(canTransition(kind, from, 'Draft', 'System Manager')).toEqual({
          ok: false,
          reason: 'A case cannot be moved back to Draft',
        });
      }
    },
  );

  it('refuses to jump from Awaiting Reply to Completed', () => {
    expect(canTransition('claim', 'Awaiting Reply', 'Completed', 'Arbitrator')).toEqual({
      ok: false,
      reason: 'A claim cannot move from Awaiting Reply to Completed',
    });
  });

  it.each([
    'Draft',
    'Assignment',
    'Issuance of Notice',
    'Consent And Disclosure Dispatch',
    'Awaiting Reply',
    'Additional Pleading',
    'First Hearing',
    'FHN And MOM Dispatch',
  ])('refuses to skip from %s to Award', (from) => {
    expect(canTransition('claim', from, 'Award', 'Arbitrator')).toEqual({
      ok: false,
      reason: `A claim cannot move from ${from} to Award`,
    });
  });

  it.each([
    'Draft',
    'Assignment',
    'Issuance of Notice',
    'Consent And Disclosure Dispatch',
    'Awaiting Reply',
    'Respondent Reply',
    'Additional Pleading',
    'FHN And MOM Dispatch',
    'Hearing',
  ])('refuses to skip a dispute from %s to Award', (from) => {
    expect(canTransition('dispute', from, 'Award', 'Med-Arb').ok).toBe(false);
  });

  it('reaches Completed only from the end of a flow', () => {
    const into = (kind: CaseKind, stages: readonly string[]) =>
      stages.filter((from) => from !== 'Completed' && canTransition(kind, from, 'Completed', 'System Manager').ok);
    expect(into('claim', CLAIM_STAGES)).toEqual(['Award Dispatched', 'Settled']);
    expect(into('dispute', DISPUTE_STAGES)).toEqual(['Non Settlement Agreement', 'Registration', 'Award Dispatched']);
  });

  it('refuses a move between an award and its dispatch done backwards', () => {
    expect(canTransition('claim', 'Award Dispatched', 'Award', 'Arbitrator').ok).toBe(false);
    expect(canTransition('claim', 'Award', 'Completed', 'Arbitrator').ok).toBe(false);
  });
});

describe('who may move a stage', () => {
  it.each([
    ['Claimant', 'Claimants'],
    ['Lawyer', 'Lawyers'],
    ['Expert', 'Experts'],
  ])('a %s cannot change the stage of any case', (role, plural) => {
    const reason = `${plural} cannot change the stage of a case`;
    expect(canTransition('claim', 'Draft', 'Assignment', role)).toEqual({ ok: false, reason });
    expect(canTransition('dispute', 'Draft', 'Assignment', role)).toEqual({ ok: false, reason });
  });

  it('refuses a role it does not know, and a missing role', () => {
    expect(canTransition('claim', 'Draft', 'Assignment', 'Guest')).toEqual({
      ok: false,
      reason: 'Users with the role Guest cannot change the stage of a case',
    });
    expect(canTransition('claim', 'Draft', 'Assignment', null)).toEqual({
      ok: false,
      reason: 'Users without a role cannot change the stage of a case',
    });
    expect(canTransition('claim', 'Draft', 'Assignment', 'constructor').ok).toBe(false);
  });

  it('keeps mediators out of claims and arbitrators out of disputes', () => {
    expect(canTransition('claim', 'Draft', 'Assignment', 'Mediator')).toEqual({
      ok: false,
      reason: 'Mediators cannot change the stage of a claim',
    });
    expect(canTransition('dispute', 'Draft', 'Assignment', 'Arbitrator')).toEqual({
      ok: false,
      reason: 'Arbitrators cannot change the stage of a dispute',
    });
  });

  it.each(['Respondent', 'Borrower'])(
    'lets the %s move Issuance of Notice to Consent And Disclosure Dispatch (statement_of_claim)',
    (role) => {
      expect(canTransition('claim', 'Issuance of Notice', 'Consent And Disclosure Dispatch', role)).toEqual({ ok: true });
      expect(canTransition('dispute', 'Issuance of Notice', 'Consent And Disclosure Dispatch', role)).toEqual({
        ok: true,
      });
    },
  );

  it('refuses the respondent every other move with the reason naming who may', () => {
    expect(canTransition('claim', 'Awaiting Reply', 'Additional Pleading', 'Respondent')).toEqual({
      ok: false,
      reason:
        'Only an Arbitrator, a Med-Arb neutral or a System Manager can move a claim from Awaiting Reply to Additional Pleading',
    });
    expect(canTransition('dispute', 'Awaiting Reply', 'Respondent Reply', 'Borrower')).toEqual({
      ok: false,
      reason: 'Only a Mediator, a Med-Arb neutral or a System Manager can move a dispute from Awaiting Reply to Respondent Reply',
    });
    expect(nextStages('claim', 'Issuance of Notice', 'Respondent')).toEqual(['Consent And Disclosure Dispatch']);
    expect(nextStages('claim', 'Awaiting Reply', 'Respondent')).toEqual([]);
  });

  it('does not let the respondent move the case back to consent once the reply window is open', () => {
    expect(canTransition('claim', 'Awaiting Reply', 'Consent And Disclosure Dispatch', 'Respondent')).toEqual({
      ok: false,
      reason: 'A claim cannot move from Awaiting Reply to Consent And Disclosure Dispatch',
    });
  });
});

describe('saving without a move and unknown stages', () => {
  it('treats re-saving the same stage as no move, for anyone and in any stage', () => {
    expect(canTransition('claim', 'Second Hearing', 'Second Hearing', 'Arbitrator')).toEqual({ ok: true });
    expect(canTransition('claim', 'Completed', 'Completed', 'Arbitrator')).toEqual({ ok: true });
    expect(canTransition('dispute', 'Hearing', 'Hearing', 'Claimant')).toEqual({ ok: true });
  });

  it('refuses a stage the kind does not have', () => {
    expect(canTransition('claim', 'Hearing', 'Award', 'Arbitrator')).toEqual({
      ok: false,
      reason: "'Hearing' is not a stage of a claim",
    });
    expect(canTransition('dispute', 'Hearing', 'Settled', 'Mediator')).toEqual({
      ok: false,
      reason: "'Settled' is not a stage of a dispute",
    });
    expect(canTransition('dispute', 'Hearing', 'Hearing', 'Mediator').ok).toBe(true);
    expect(canTransition('claim', 'Settled', 'Settled', 'Arbitrator').ok).toBe(true);
    expect(canTransition('claim', 'first hearing', 'first hearing', 'Arbitrator').ok).toBe(false);
  });
});

describe('shape of the machines', () => {
  it.each([
    ['claim', CLAIM_MOVES, CLAIM_STAGES],
    ['dispute', DISPUTE_MOVES, DISPUTE_STAGES],
  ] as const)('every %s stage is reachable from Draft and can still reach Completed', (_kind, moves, stages) => {
    expect([...reachable(moves, 'Draft')].sort()).toEqual([...stages].sort());
    for (const stage of stages) {
      expect([stage, reachable(moves, stage).has('Completed')]).toEqual([stage, true]);
    }
  });

  it.each([
    ['claim', CLAIM_MOVES],
    ['dispute', DISPUTE_MOVES],
  ] as const)('no %s reaches the reply window or a hearing without the notice being issued', (_kind, moves) => {
    const withoutNotice = reachable(moves, 'Draft', ['Issuance of Notice']);
    expect(withoutNotice.has('Awaiting Reply')).toBe(false);
    expect(withoutNotice.has('Consent And Disclosure Dispatch')).toBe(false);
    expect(withoutNotice.has('Award')).toBe(false);
  });

  it('no case reaches Additional Pleading without passing the reply window', () => {
    expect(reachable(CLAIM_MOVES, 'Draft', ['Awaiting Reply']).has('Additional Pleading')).toBe(false);
    const dispute = reachable(DISPUTE_MOVES, 'Draft', ['Awaiting Reply', 'Respondent Reply']);
    expect(dispute.has('Additional Pleading')).toBe(false);
    expect(dispute.has('Hearing')).toBe(false);
  });

  it('offers the arbitrator the next stages in stage order', () => {
    expect(nextStages('claim', 'Issuance of Notice', 'Arbitrator')).toEqual([
      'Awaiting Reply',
      'First Hearing',
      'Consent And Disclosure Dispatch',
      'Settled',
    ]);
    expect(nextStages('claim', 'Completed', 'Arbitrator')).toEqual([]);
    expect(nextStages('claim', 'Draft', 'Claimant')).toEqual([]);
  });
});
