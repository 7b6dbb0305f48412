/*
 * Who may move a case from one stage to another (SPEC §4 "Transitions", "Respondent stepper").
 *
 * Reading of the spec:
 * - The spec lists stages and the saves that set them, not a transition table. The table below is
 *   the union of the flows the spec implies. A move is checked without the case's management type,
 *   so a claim allows both the Type One order (notice → reply → pleadings → first to sixth hearing →
 *   award) and the other types' order (notice → first hearing with the Section 17 application →
 *   reply → pleadings → second hearing → final hearing → award).
 * - Every case passes Assignment and then Issuance of Notice: Consent And Disclosure Dispatch, the
 *   reply window and the hearings are only reachable after the notice (a claim may be Settled
 *   earlier).
 * - Additional Pleading (and, for disputes, the hearing) is only reachable through the reply window
 *   (Awaiting Reply, or Respondent Reply for disputes): no case skips the respondent's chance to reply.
 * - An Award needs at least a second hearing, a final hearing or a hold (claims) or a recorded
 *   mediation outcome (disputes, Med-Arb only); a case reaches Completed only from Award Dispatched,
 *   Settled (claims), Registration or Non Settlement Agreement (disputes). Never back to Draft, never
 *   out of Completed.
 * - A dispatch stage may go back to the hearing it follows (re-saving that hearing sets its stage
 *   again); On hold is entered from the fifth or sixth hearing and resumed with a hearing, an award
 *   or a settlement; a claim may be Settled from any working stage before the Award.
 * - A dispute's outcome may be corrected between Settlement Agreement and Non Settlement Agreement;
 *   Registration follows a settlement only. Award and dispatch of a dispute are Med-Arb work.
 * - Movers: Arbitrator, Med-Arb and System Manager for claims; Mediator, Med-Arb and System Manager
 *   for disputes. The respondent's only move is the statement_of_claim update (SPEC §4), which sets
 *   Consent And Disclosure Dispatch from Issuance of Notice; otherwise respondents cannot change a
 *   stage (SPEC §6), and a reply only changes respondent_status (see side-effects.ts). Borrower is
 *   the respondent's role name. Claimants, Lawyers and Experts never change a stage.
 * - Saving a case with its current stage is not a move and is always allowed.
 */
import { ALLOWED, refuse, type RuleResult } from './result';
import { isStageOf, stagesOf, type CaseKind, type CaseStage, type ClaimStage, type DisputeStage } from './stages';

export type StageMover = 'Arbitrator' | 'Med-Arb' | 'Mediator' | 'System Manager' | 'Respondent';

/** One row of a machine: any stage of `from` may move to any stage of `to`, by any of `by`. */
export interface StageMove<S extends CaseStage> {
  from: readonly S[];
  to: readonly S[];
  by: readonly StageMover[];
}

const ARBITRAL: readonly StageMover[] = ['Arbitrator', 'Med-Arb', 'System Manager'];
const MEDIATING: readonly StageMover[] = ['Mediator', 'Med-Arb', 'System Manager'];
/** A dispute's award is made and dispatched by the Med-Arb neutral (SPEC §6: awards are Arbitrator/Med-Arb work). */
const AWARDING: readonly StageMover[] = ['Med-Arb', 'System Manager'];
const RESPONDENT: readonly StageMover[] = ['Respondent'];

/** Claim working stages before the award, from which the parties may settle. */
const CLAIM_SETTLEABLE: readonly ClaimStage[] = [
  'Assignment',
  'Issuance of Notice',
  'Consent And Disclosure Dispatch',
  'Awaiting Reply',
  'Additional Pleading',
  'First Hearing',
  'FHN And MOM Dispatch',
  'Second Hearing',
  'SHN S17 Order And MOM Dispatch',
  'Third Hearing',
  'Fourth Hearing',
  'Fifth Hearing',
  'Sixth Hearing',
  'Final Hearing',
  'On hold',
];

export const CLAIM_MOVES: readonly StageMove<ClaimStage>[] = [
  // Acceptance by the arbitrator, or assignment by the case manager.
  { from: ['Draft'], to: ['Assignment'], by: ARBITRAL },
  { from: ['Assignment'], to: ['Issuance of Notice'], by: ARBITRAL },
  // Type One continues with the reply window, other types with the first hearing.
  {
    from: ['Issuance of Notice'],
    to: ['Consent And Disclosure Dispatch', 'Awaiting Reply', 'First Hearing'],
    by: ARBITRAL,
  },
  { from: ['Issuance of Notice'], to: ['Consent And Disclosure Dispatch'], by: RESPONDENT },
  { from: ['Consent And Disclosure Dispatch'], to: ['Awaiting Reply', 'First Hearing'], by: ARBITRAL },
  { from: ['Awaiting Reply'], to: ['Additional Pleading', 'First Hearing', 'Second Hearing'], by: ARBITRAL },
  { from: ['Additional Pleading'], to: ['First Hearing', 'Second Hearing'], by: ARBITRAL },
  { from: ['First Hearing'], to: ['FHN And MOM Dispatch', 'Awaiting Reply', 'Second Hearing'], by: ARBITRAL },
  { from: ['FHN And MOM Dispatch'], to: ['First Hearing', 'Awaiting Reply', 'Second Hearing'], by: ARBITRAL },
  {
    from: ['Second Hearing'],
    to: ['SHN S17 Order And MOM Dispatch', 'Third Hearing', 'Final Hearing', 'Award'],
    by: ARBITRAL,
  },
  {
    from: ['SHN S17 Order And MOM Dispatch'],
    to: ['Second Hearing', 'Third Hearing', 'Final Hearing', 'Award'],
    by: ARBITRAL,
  },
  { from: ['Third Hearing'], to: ['Fourth Hearing', 'Final Hearing', 'Award'], by: ARBITRAL },
  { from: ['Fourth Hearing'], to: ['Fifth Hearing', 'Final Hearing', 'Award'], by: ARBITRAL },
  { from: ['Fifth Hearing'], to: ['Sixth Hearing', 'On hold', 'Final Hearing', 'Award'], by: ARBITRAL },
  { from: ['Sixth Hearing'], to: ['On hold', 'Final Hearing', 'Award'], by: ARBITRAL },
  { from: ['On hold'], to: ['Fifth Hearing', 'Sixth Hearing', 'Final Hearing', 'Award'], by: ARBITRAL },
  { from: ['Final Hearing'], to: ['Award'], by: ARBITRAL },
  { from: ['Award'], to: ['Award Dispatched'], by: ARBITRAL },
  { from: ['Award Dispatched'], to: ['Completed'], by: ARBITRAL },
  { from: CLAIM_SETTLEABLE, to: ['Settled'], by: ARBITRAL },
  { from: ['Settled'], to: ['Completed'], by: ARBITRAL },
];

export const DISPUTE_MOVES: readonly StageMove<DisputeStage>[] = [
  // Acceptance by the mediator (accept_disputes), or assignment by the case manager.
  { from: ['Draft'], to: ['Assignment'], by: MEDIATING },
  { from: ['Assignment'], to: ['Issuance of Notice'], by: MEDIATING },
  { from: ['Issuance of Notice'], to: ['Consent And Disclosure Dispatch', 'Awaiting Reply'], by: MEDIATING },
  { from: ['Issuance of Notice'], to: ['Consent And Disclosure Dispatch'], by: RESPONDENT },
  { from: ['Consent And Disclosure Dispatch'], to: ['Awaiting Reply', 'Respondent Reply'], by: MEDIATING },
  {
    from: ['Awaiting Reply'],
    to: ['Respondent Reply', 'Additional Pleading', 'FHN And MOM Dispatch', 'Hearing'],
    by: MEDIATING,
  },
  { from: ['Respondent Reply'], to: ['Additional Pleading', 'FHN And MOM Dispatch', 'Hearing'], by: MEDIATING },
  { from: ['Additional Pleading'], to: ['FHN And MOM Dispatch', 'Hearing'], by: MEDIATING },
  // The first hearing notice goes out before the hearing, its minutes after it.
  {
    from: ['FHN And MOM Dispatch'],
    to: ['Additional Pleading', 'Hearing', 'Settlement Agreement', 'Non Settlement Agreement'],
    by: MEDIATING,
  },
  {
    from: ['Hearing'],
    to: ['FHN And MOM Dispatch', 'Settlement Agreement', 'Non Settlement Agreement'],
    by: MEDIATING,
  },
  { from: ['Settlement Agreement'], to: ['Registration', 'Non Settlement Agreement'], by: MEDIATING },
  { from: ['Non Settlement Agreement'], to: ['Settlement Agreement', 'Completed'], by: MEDIATING },
  { from: ['Registration'], to: ['Completed'], by: MEDIATING },
  // Med-Arb: an award on the settlement (consent award) or after the mediation failed.
  { from: ['Settlement Agreement', 'Non Settlement Agreement'], to: ['Award'], by: AWARDING },
  { from: ['Award'], to: ['Award Dispatched'], by: AWARDING },
  { from: ['Award Dispatched'], to: ['Completed'], by: AWARDING },
];

function movesOf(kind: CaseKind): readonly StageMove<CaseStage>[] {
  return kind === 'claim' ? CLAIM_MOVES : DISPUTE_MOVES;
}

/** The role as a stage mover: Borrower is the respondent's role; anything else that is not a mover is null. */
function moverOf(role: string | null | undefined): StageMover | null {
  if (role === 'Borrower') return 'Respondent';
  const movers: readonly string[] = ['Arbitrator', 'Med-Arb', 'Mediator', 'System Manager', 'Respondent'];
  return role && movers.includes(role) ? (role as StageMover) : null;
}

const PLURAL: Record<string, string> = {
  Claimant: 'Claimants',
  Lawyer: 'Lawyers',
  Expert: 'Experts',
  Arbitrator: 'Arbitrators',
  Mediator: 'Mediators',
  'Med-Arb': 'Med-Arb neutrals',
  'System Manager': 'System Managers',
  Respondent: 'Respondents',
  Borrower: 'Respondents',
};

const WITH_ARTICLE: Record<StageMover, string> = {
  Arbitrator: 'an Arbitrator',
  'Med-Arb': 'a Med-Arb neutral',
  Mediator: 'a Mediator',
  'System Manager': 'a System Manager',
  Respondent: 'the Respondent',
};

function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

function usersWith(role: string | null | undefined): string {
  if (!role) return 'Users without a role';
  return Object.hasOwn(PLURAL, role) ? PLURAL[role] : `Users with the role ${role}`;
}

/**
 * May `role` move a case of `kind` from stage `from` to stage `to`? Stages are taken as strings
 * because they come from stored records and requests; an unknown stage is refused.
 */
export function canTransition(kind: CaseKind, from: string, to: string, role: string | null | undefined): RuleResult {
  if (!isStageOf(kind, from)) return refuse(`'${from}' is not a stage of a ${kind}`);
  if (!isStageOf(kind, to)) return refuse(`'${to}' is not a stage of a ${kind}`);
  if (from === to) return ALLOWED;
  if (from === 'Completed') return refuse('A case in Completed cannot change stage');
  if (to === 'Draft') return refuse('A case cannot be moved back to Draft');

  const moves = movesOf(kind);
  const mover = moverOf(role);
  if (!mover || !moves.some((move) => move.by.includes(mover))) {
    const whose = mover ? `a ${kind}` : 'a case';
    return refuse(`${usersWith(role)} cannot change the stage of ${whose}`);
  }

  const matching = moves.filter((move) => move.from.includes(from) && move.to.includes(to));
  if (matching.length === 0) return refuse(`A ${kind} cannot move from ${from} to ${to}`);
  if (matching.some((move) => move.by.includes(mover))) return ALLOWED;

  const allowed = [...new Set(matching.flatMap((move) => move.by))].map((who) => WITH_ARTICLE[who]);
  return refuse(`Only ${listOf(allowed)} can move a ${kind} from ${from} to ${to}`);
}

/** The stages `role` may move a case of `kind` to from `from`, in the kind's stage order (excluding `from`). */
export function nextStages(kind: CaseKind, from: string, role: string | null | undefined): CaseStage[] {
  return stagesOf(kind).filter((to) => to !== from && canTransition(kind, from, to, role).ok);
}
