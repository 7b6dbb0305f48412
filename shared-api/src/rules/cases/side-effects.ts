/*
 * The case fields a save implies (SPEC §4 "Transitions"). Pure: the server applies the patch, after
 * checking any stage in it with canTransition (re-saving an old hearing must not move a case back).
 *
 * Hearing dates (our design; the spec only says "proposed/actual dates 1..4"): the first to fourth
 * hearing's date is its proposed date, proposed_date_N, on every save; actual_date_N is set to the
 * same date only when the save records the hearing as held (`{ held: true }`, e.g. when minutes and
 * attendees are saved after the date). A rescheduled hearing thus moves its proposed date and never
 * invents an actual one.
 */
import { hearingNumber } from './hearing-types';
import type { CaseKind, CaseStage } from './stages';

export type HearingDateField = `${'proposed' | 'actual'}_date_${1 | 2 | 3 | 4}`;

export type HearingPatch = { stage?: CaseStage; reason_for_hold?: string } & Partial<Record<HearingDateField, string>>;

/** reason_for_hold written by the fifth and sixth hearing of a claim (the text is ours; the spec gives none). */
export const HOLD_REASONS = {
  'Fifth Hearing': 'Fifth hearing held',
  'Sixth Hearing': 'Sixth hearing held',
} as const;

export interface HearingSaveOptions {
  /** The save records the hearing as having taken place: also set actual_date_N (first to fourth). */
  held?: boolean;
}

/**
 * The case patch for saving a hearing of `hearingType` on `hearingDate` ('YYYY-MM-DD').
 * Claims take the hearing's own stage (First Hearing … Sixth Hearing, Final Hearing); disputes have a
 * single Hearing stage. First to fourth: stage and dates. Fifth and sixth: stage and, for claims, a
 * hold reason (mediation: stage only). Final Hearing: stage only. An interim hearing (a Section 17
 * request) or an unknown type changes nothing. A missing date leaves the date fields alone.
 */
export function hearingSideEffects(
  kind: CaseKind,
  hearingType: string,
  hearingDate: string | null | undefined,
  options: HearingSaveOptions = {},
): HearingPatch {
  const number = hearingNumber(hearingType);
  if (number === null && hearingType !== 'Final Hearing') return {};

  const patch: HearingPatch = { stage: kind === 'claim' ? (hearingType as CaseStage) : 'Hearing' };
  if (number !== null && number <= 4 && hearingDate) {
    const n = number as 1 | 2 | 3 | 4;
    patch[`proposed_date_${n}`] = hearingDate;
    if (options.held) patch[`actual_date_${n}`] = hearingDate;
  }
  if (kind === 'claim' && (hearingType === 'Fifth Hearing' || hearingType === 'Sixth Hearing')) {
    patch.reason_for_hold = HOLD_REASONS[hearingType];
  }
  return patch;
}

/** A respondent attaching a reply contests the case ('Case is now Contested'); the stage is left alone. */
export function replySideEffects(): { respondent_status: 'Active' } {
  return { respondent_status: 'Active' };
}

/** The respondent's statement_of_claim update: stored as 1 or 0, and the case moves to Consent And Disclosure Dispatch. */
export function statementOfClaimSideEffects(value: boolean | 0 | 1): {
  stage: 'Consent And Disclosure Dispatch';
  statement_of_claim: 0 | 1;
} {
  return { stage: 'Consent And Disclosure Dispatch', statement_of_claim: value === true || value === 1 ? 1 : 0 };
}

/**
 * Saving a settlement or a non-settlement of a dispute: its stage, and the is_settled / is_nonsettled
 * flags the mediation stepper reads. The flags exclude each other so a corrected outcome wins.
 */
export function settlementSideEffects(outcome: 'settlement' | 'non-settlement'): {
  stage: 'Settlement Agreement' | 'Non Settlement Agreement';
  is_settled: 0 | 1;
  is_nonsettled: 0 | 1;
} {
  return outcome === 'settlement'
    ? { stage: 'Settlement Agreement', is_settled: 1, is_nonsettled: 0 }
    : { stage: 'Non Settlement Agreement', is_settled: 0, is_nonsettled: 1 };
}

/** Saving a dispute's registration. */
export function registrationSideEffects(): { stage: 'Registration' } {
  return { stage: 'Registration' };
}
