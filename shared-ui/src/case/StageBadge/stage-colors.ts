/*
 * One colour per phase of a case, for every stage of claims and disputes (SPEC §4), so a stage
 * looks the same in every list and view of the portal.
 */
import type { CaseStage } from 'shared-api';

const PHASE_COLORS = {
  draft: 'gray',
  intake: 'blue',
  pleadings: 'indigo',
  hearings: 'violet',
  award: 'orange',
  settled: 'teal',
  failed: 'red',
  onHold: 'yellow',
  done: 'green',
} as const;

export const STAGE_COLORS: Readonly<Record<CaseStage, string>> = {
  Draft: PHASE_COLORS.draft,
  Assignment: PHASE_COLORS.intake,
  'Issuance of Notice': PHASE_COLORS.intake,
  'Consent And Disclosure Dispatch': PHASE_COLORS.intake,
  'Awaiting Reply': PHASE_COLORS.pleadings,
  'Respondent Reply': PHASE_COLORS.pleadings,
  'Additional Pleading': PHASE_COLORS.pleadings,
  'First Hearing': PHASE_COLORS.hearings,
  'Second Hearing': PHASE_COLORS.hearings,
  'Third Hearing': PHASE_COLORS.hearings,
  'Fourth Hearing': PHASE_COLORS.hearings,
  'Fifth Hearing': PHASE_COLORS.hearings,
  'Sixth Hearing': PHASE_COLORS.hearings,
  'Final Hearing': PHASE_COLORS.hearings,
  Hearing: PHASE_COLORS.hearings,
  'FHN And MOM Dispatch': PHASE_COLORS.hearings,
  'SHN S17 Order And MOM Dispatch': PHASE_COLORS.hearings,
  Award: PHASE_COLORS.award,
  'Award Dispatched': PHASE_COLORS.award,
  'Settlement Agreement': PHASE_COLORS.settled,
  Registration: PHASE_COLORS.settled,
  Settled: PHASE_COLORS.settled,
  'Non Settlement Agreement': PHASE_COLORS.failed,
  'On hold': PHASE_COLORS.onHold,
  Completed: PHASE_COLORS.done,
};

/** The colour of a stage; gray for an unknown or missing one. */
export function stageColor(stage: string | null | undefined): string {
  return (STAGE_COLORS as Record<string, string>)[stage ?? ''] ?? PHASE_COLORS.draft;
}
