/** SPEC §4 "Claim stages", in the spec's order; Settled and On hold are the stages "also seen". */
export const CLAIM_STAGES = [
  'Draft',
  'Assignment',
  'Issuance of Notice',
  'Awaiting Reply',
  'Additional Pleading',
  'First Hearing',
  'Second Hearing',
  'Third Hearing',
  'Fourth Hearing',
  'Fifth Hearing',
  'Sixth Hearing',
  'FHN And MOM Dispatch',
  'SHN S17 Order And MOM Dispatch',
  'Final Hearing',
  'Consent And Disclosure Dispatch',
  'Award',
  'Award Dispatched',
  'Completed',
  'Settled',
  'On hold',
] as const;

/** SPEC §4 "Dispute stages" (mediation), in the spec's order. */
export const DISPUTE_STAGES = [
  'Draft',
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
  'Completed',
] as const;

export type ClaimStage = (typeof CLAIM_STAGES)[number];
export type DisputeStage = (typeof DISPUTE_STAGES)[number];
export type CaseStage = ClaimStage | DisputeStage;

/** 'claim' is an arbitration case (ARB-…), 'dispute' a mediation case (MED-…). */
export type CaseKind = 'claim' | 'dispute';

/**
 * The kind of a case from its reference number (SPEC §1: ids start with ARB or MED). The prefix is
 * matched ignoring case and surrounding spaces because respondents type case numbers by hand.
 */
export function caseKindOf(name: string | null | undefined): CaseKind | null {
  const prefix = (name ?? '').trim().slice(0, 3).toUpperCase();
  if (prefix === 'ARB') return 'claim';
  if (prefix === 'MED') return 'dispute';
  return null;
}

export function stagesOf(kind: CaseKind): readonly CaseStage[] {
  return kind === 'claim' ? CLAIM_STAGES : DISPUTE_STAGES;
}

export function isStageOf(kind: CaseKind, stage: unknown): stage is CaseStage {
  return typeof stage === 'string' && (stagesOf(kind) as readonly string[]).includes(stage);
}

export type ListTab = 'all' | 'draft' | 'completed';

/**
 * The claim and dispute list tabs (SPEC §4: "All" is Assignment through Registration; Draft and
 * Completed are tabs of their own). "All" holds every stage that is neither Draft nor Completed,
 * including Settled and On hold for claims and Award / Award Dispatched for disputes, which the
 * spec's "through Registration" would leave out: otherwise such a case would appear in no tab.
 */
export const LIST_TAB_STAGES: {
  readonly claim: Readonly<Record<ListTab, readonly ClaimStage[]>>;
  readonly dispute: Readonly<Record<ListTab, readonly DisputeStage[]>>;
} = {
  claim: {
    all: CLAIM_STAGES.filter((stage) => stage !== 'Draft' && stage !== 'Completed'),
    draft: ['Draft'],
    completed: ['Completed'],
  },
  dispute: {
    all: DISPUTE_STAGES.filter((stage) => stage !== 'Draft' && stage !== 'Completed'),
    draft: ['Draft'],
    completed: ['Completed'],
  },
};

/** The tab a case of this kind and stage is listed under; null for a stage the kind does not have. */
export function listTabOf(kind: CaseKind, stage: string): ListTab | null {
  const tabs = LIST_TAB_STAGES[kind] as Readonly<Record<ListTab, readonly string[]>>;
  return (['draft', 'completed', 'all'] as const).find((tab) => tabs[tab].includes(stage)) ?? null;
}
