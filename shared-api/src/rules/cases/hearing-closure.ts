/*
 * Hearings close with their case (our design): a case that is completed, settled or held has no
 * live hearings. Entering one of these stages closes the case's open hearings: one whose date has
 * passed is Completed (it took place), one today, ahead or undated is Cancelled. Dashboards and
 * hearing lists leave out the hearings of such cases.
 */
import type { CaseKind } from './stages';

export const HEARINGS_CLOSED_AT: Readonly<Record<CaseKind, readonly string[]>> = {
  claim: ['Settled', 'On hold', 'Completed'],
  dispute: ['Settlement Agreement', 'Non Settlement Agreement', 'Registration', 'Completed'],
};

/** Every stage, of either kind, in which a case's hearings are closed (for list filters). */
export const HEARINGS_CLOSED_STAGES: readonly string[] = [...new Set([...HEARINGS_CLOSED_AT.claim, ...HEARINGS_CLOSED_AT.dispute])];

/** Hearing statuses that are over. */
export const CLOSED_HEARING_STATUSES = ['Completed', 'Cancelled'] as const;

export function closesHearings(kind: CaseKind, stage: string | null | undefined): boolean {
  return HEARINGS_CLOSED_AT[kind].includes(stage ?? '');
}

/** The status an open hearing takes when its case closes ('YYYY-MM-DD' dates). */
export function closedHearingStatus(hearingDate: string | null | undefined, today: string): 'Completed' | 'Cancelled' {
  return hearingDate && hearingDate < today ? 'Completed' : 'Cancelled';
}
