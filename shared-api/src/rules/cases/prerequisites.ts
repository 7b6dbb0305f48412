/*
 * The records a stage stands for (our design, from SPEC §3 and §4): a stage is reached only when
 * the record it names exists, whoever asks and by whatever path. The server checks this table on
 * every change of stage; the neutral's stage mover shows the same answers before anyone clicks.
 *
 *   Consent And Disclosure Dispatch  consent and disclosure recorded on the case (text or document)
 *   First … Sixth Hearing,           (claim) a hearing of that type recorded and not cancelled
 *   Final Hearing
 *   Hearing (dispute)                a hearing of the dispute recorded and not cancelled
 *   Award                            an Award record of the case
 *   Award Dispatched                 an award, and an award dispatch (Document Dispatch Tracker)
 *                                    reaching every party: each claimant and each respondent
 *   Settled (claim)                  a settlement recorded (Settlement record)
 *   Settlement Agreement             the dispute's latest Settlement record is a settlement
 *   Non Settlement Agreement         the dispute's latest Settlement record is a non-settlement
 *   Registration                     a Registration record (of a settled dispute)
 *   Completed                        the outcome of the case: a claim's award dispatched to every
 *                                    party, or its settlement; a dispute's registration or its
 *                                    non-settlement (or, Med-Arb, its award dispatched)
 *
 * A final award (its Award-Final document) ends the proceedings (Arbitration and Conciliation Act
 * 1996, s.32(1)): a case holding one belongs at Award, Award Dispatched or Completed (a settled claim
 * at Settled: its award on agreed terms, s.30(2)), and every other
 * stage contradicts its records (the Case Consistency report lists it; no move goes there).
 *
 * A party is reached by an award dispatch when a Document Dispatch Tracker of the case, or one of
 * its delivery rows (Dispatch Detail), names the party: same e-mail, same mobile number, or
 * `dispatched_to` equal to the party's name. A dispatch whose status is Cancelled or Failed
 * reaches nobody.
 */
import { ALLOWED, refuse, type RuleResult } from './result';
import type { CaseKind } from './stages';
import { nextStages } from './transitions';

/** What a case's records say, as the prerequisites need it (the server builds it from the database). */
export interface CaseRecordSummary {
  /** consent and disclosure are both recorded on the case. */
  consentAndDisclosure: boolean;
  /** An Award record of the case exists. */
  award: boolean;
  /** The final award is saved: the case's Award-Final document exists (s.32(1): it ends the proceedings). */
  finalAward: boolean;
  /** The hearing types of the case's hearings that are not cancelled. */
  hearings: readonly string[];
  /** The outcome of the latest Settlement record, if any. */
  settlement: 'settlement' | 'non-settlement' | null;
  /** A Registration record of the case exists. */
  registration: boolean;
  /** The parties (claimants and respondents, by name) no award dispatch reaches yet. */
  partiesAwaitingAwardDispatch: readonly string[];
  /** How many parties the case has (an award dispatched to nobody is not dispatched). */
  partyCount: number;
}

export const NO_RECORDS: CaseRecordSummary = {
  consentAndDisclosure: false,
  award: false,
  finalAward: false,
  hearings: [],
  settlement: null,
  registration: false,
  partiesAwaitingAwardDispatch: [],
  partyCount: 0,
};

function awardDispatched(records: CaseRecordSummary): RuleResult {
  if (!records.award) return refuse('An award must be saved before it can be dispatched');
  if (records.partyCount === 0) return refuse('The case has no parties to dispatch the award to');
  const waiting = records.partiesAwaitingAwardDispatch;
  if (waiting.length > 0) return refuse(`The award must be dispatched to every party: not yet to ${waiting.join(', ')}`);
  return ALLOWED;
}

type Prerequisite = (records: CaseRecordSummary) => RuleResult;

const CONSENT: Prerequisite = (records) =>
  records.consentAndDisclosure ? ALLOWED : refuse('Consent and disclosure must be recorded before they can be dispatched');
const AWARD: Prerequisite = (records) =>
  records.award ? ALLOWED : refuse('An award must be saved before the case moves to Award');

/** A claim's hearing stage stands for that hearing: the stage menu must not invent it. */
const HEARING_HELD =
  (hearingType: string): Prerequisite =>
  (records) =>
    records.hearings.includes(hearingType) ? ALLOWED : refuse(`The ${hearingType.toLowerCase()} must be scheduled before the claim moves to ${hearingType}`);

const CLAIM_HEARING_STAGES = ['First Hearing', 'Second Hearing', 'Third Hearing', 'Fourth Hearing', 'Fifth Hearing', 'Sixth Hearing', 'Final Hearing'];

/**
 * The stages a case with its final award saved may be at (s.32(1): the award ends the proceedings);
 * a settled claim's award is the award on agreed terms (s.30(2)).
 */
export const FINAL_AWARD_STAGES: readonly string[] = ['Award', 'Award Dispatched', 'Completed', 'Settled'];

/** The prerequisite of each stage that has one, per kind of case. */
export const STAGE_PREREQUISITES: Readonly<Record<CaseKind, Readonly<Record<string, Prerequisite>>>> = {
  claim: {
    ...Object.fromEntries(CLAIM_HEARING_STAGES.map((stage) => [stage, HEARING_HELD(stage)])),
    'Consent And Disclosure Dispatch': CONSENT,
    Award: AWARD,
    'Award Dispatched': awardDispatched,
    Settled: (records) =>
      records.settlement === 'settlement' ? ALLOWED : refuse('A settlement must be recorded before the claim is Settled'),
    Completed: (records) => {
      if (records.settlement === 'settlement') return ALLOWED;
      const dispatched = awardDispatched(records);
      return dispatched.ok
        ? ALLOWED
        : refuse(`A claim is Completed once its award is dispatched to every party, or its settlement recorded (${dispatched.reason})`);
    },
  },
  dispute: {
    'Consent And Disclosure Dispatch': CONSENT,
    Hearing: (records) =>
      records.hearings.length > 0 ? ALLOWED : refuse('A hearing must be scheduled before the dispute moves to Hearing'),
    'Settlement Agreement': (records) =>
      records.settlement === 'settlement'
        ? ALLOWED
        : refuse('A settlement must be recorded before the dispute moves to Settlement Agreement'),
    'Non Settlement Agreement': (records) =>
      records.settlement === 'non-settlement'
        ? ALLOWED
        : refuse('A non-settlement must be recorded before the dispute moves to Non Settlement Agreement'),
    Registration: (records) => {
      if (records.settlement !== 'settlement') return refuse('Only a settled dispute can be registered: record the settlement first');
      return records.registration ? ALLOWED : refuse('A registration must be recorded before the dispute moves to Registration');
    },
    Award: AWARD,
    'Award Dispatched': awardDispatched,
    Completed: (records) => {
      if (records.settlement === 'settlement' && records.registration) return ALLOWED;
      if (records.settlement === 'non-settlement') return ALLOWED;
      if (awardDispatched(records).ok) return ALLOWED;
      return refuse('A dispute is Completed once its settlement is registered, its non-settlement recorded or its award dispatched');
    },
  },
};

/** Do the case's records allow it to be at (or move to) `stage`? Stages without a prerequisite always do. */
export function checkStagePrerequisite(kind: CaseKind, stage: string, records: CaseRecordSummary): RuleResult {
  if (records.finalAward && !FINAL_AWARD_STAGES.includes(stage)) {
    return refuse(`The final award is saved and has ended the proceedings (s.32(1) of the Arbitration and Conciliation Act 1996): the case belongs at Award, not ${stage}`);
  }
  const rule = Object.hasOwn(STAGE_PREREQUISITES[kind], stage) ? STAGE_PREREQUISITES[kind][stage] : undefined;
  return rule ? rule(records) : ALLOWED;
}

/** A party of a case as the dispatch check needs it (a Claimant Table or Respondent Table row). */
export interface DispatchParty {
  /** The party's row (Claimant Table / Respondent Table), which a delivery row may name. */
  name?: string | null;
  name1?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
  customer_type?: string | null;
  respondent_type?: string | null;
  email?: string | null;
  mobile?: string | null;
}

/** One delivery of a dispatch: the record itself or one of its Dispatch Detail rows. */
export interface DispatchDelivery {
  /** The party row a delivery row was made for (the dispatch screens set it). */
  party_row?: string | null;
  dispatched_to?: string | null;
  email?: string | null;
  mobile?: string | null;
  /** E-mail, Speed Post… (Dispatch Channel); a row recorded without one is a dispatch made elsewhere. */
  channel?: string | null;
  status?: string | null;
}

const clean = (value: string | null | undefined) => (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '').slice(-10);

/** The name a party goes by: the company for an enterprise, else the person's full name. */
export function dispatchPartyName(party: DispatchParty): string {
  const enterprise = party.customer_type === 'Enterprise' || party.respondent_type === 'Enterprise';
  const person = [party.name1, party.middle_name, party.last_name].map((part) => (part ?? '').trim()).filter(Boolean).join(' ');
  return (enterprise ? party.company_name?.trim() || person : person || party.company_name?.trim()) || 'an unnamed party';
}

const VOID_STATUSES = new Set(['cancelled', 'failed']);

/**
 * Whether a delivery has gone out: not failed or cancelled, and not a row with a channel that is
 * still Pending (an e-mail or SMS the server has not sent, a post without its dispatch date). A
 * row recorded without a channel stands for a dispatch made outside the portal.
 */
export function deliveryGoneOut(delivery: DispatchDelivery): boolean {
  const status = clean(delivery.status);
  if (VOID_STATUSES.has(status)) return false;
  return !(status === 'pending' && clean(delivery.channel) !== '');
}

/**
 * Whether a delivery that has gone out reaches `party`: made for its row, or addressed to its
 * e-mail, mobile or name.
 */
export function deliveryReaches(delivery: DispatchDelivery, party: DispatchParty): boolean {
  if (!deliveryGoneOut(delivery)) return false;
  if (delivery.party_row && party.name && delivery.party_row === party.name) return true;
  const email = clean(party.email);
  if (email && clean(delivery.email) === email) return true;
  const mobile = digits(party.mobile);
  if (mobile.length === 10 && digits(delivery.mobile) === mobile) return true;
  const to = clean(delivery.dispatched_to);
  if (!to) return false;
  return [dispatchPartyName(party), party.company_name, party.email].some((label) => clean(label) === to) || (mobile.length === 10 && digits(to) === mobile);
}

/** The deliveries that reach `party` (see deliveryReaches), in the order given. */
export function deliveriesReaching<T extends DispatchDelivery>(party: DispatchParty, deliveries: readonly T[]): T[] {
  return deliveries.filter((delivery) => deliveryReaches(delivery, party));
}

/**
 * The names of the parties no delivery reaches: the one answer to "has the award been dispatched
 * to every party" for both the Award Dispatched prerequisite (#20) and the automatic move when
 * the last award dispatch is saved (#14).
 */
export function partiesNotReached(parties: readonly DispatchParty[], deliveries: readonly DispatchDelivery[]): string[] {
  return parties.filter((party) => deliveriesReaching(party, deliveries).length === 0).map(dispatchPartyName);
}

/** One stage the mover may offer: allowed, or the sentence that says what is missing. */
export interface StageOption {
  stage: string;
  ok: boolean;
  reason?: string;
}

/**
 * The moves of the machine open to `role` from `from`, each with its prerequisite checked against
 * the case's records. `moves` is nextStages' answer (passed in to keep this table free of roles).
 */
export function stageOptions(kind: CaseKind, moves: readonly string[], records: CaseRecordSummary): StageOption[] {
  return moves.map((stage) => {
    const result = checkStagePrerequisite(kind, stage, records);
    return result.ok ? { stage, ok: true } : { stage, ok: false, reason: result.reason };
  });
}

/** The stage mover's choices for `role` on a case at `from`: the machine's moves with their prerequisites. */
export function stageMoveOptions(kind: CaseKind, from: string, role: string | null | undefined, records: CaseRecordSummary): StageOption[] {
  return stageOptions(kind, nextStages(kind, from, role), records);
}
