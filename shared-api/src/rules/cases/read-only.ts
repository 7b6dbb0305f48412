/*
 * What a case view lets a person edit (SPEC §2 "Respondent case view", §4 "Read-only rules", §6).
 *
 * Award editing: the spec says Arbitrator and Med-Arb only, not when Completed, Settled or On hold,
 * and that "a case flagged converted also allows editing". We read the converted flag as lifting the
 * Settled and On hold block (a mediation settled and converted to arbitration needs its consent award
 * drafted) but never the Completed one: a completed case's award is final.
 */
import { isFlagSet, type Flag } from './flags';
import { hearingNumber } from './hearing-types';

export const AWARD_EDITORS = ['Arbitrator', 'Med-Arb'] as const;

export interface AwardEditContext {
  role: string | null | undefined;
  stage: string | null | undefined;
  is_convereted?: Flag;
}

export function isAwardEditable({ role, stage, is_convereted }: AwardEditContext): boolean {
  if (!role || !(AWARD_EDITORS as readonly string[]).includes(role)) return false;
  if (stage === 'Completed') return false;
  if (stage === 'Settled' || stage === 'On hold') return isFlagSet(is_convereted);
  return true;
}

// Compared without case: the spec writes the draft stage as "draft".
const normalise = (stage: string | null | undefined) => (stage ?? '').trim().toLowerCase();

/**
 * Stages in which the respondent reply form is read-only: before the reply window opens (SPEC §4:
 * Issuance of Notice, Consent And Disclosure Dispatch, Assignment, Draft) and, our addition, once the
 * case is Completed. A case without a stage is treated as a draft.
 */
const REPLY_READ_ONLY = new Set(
  ['Draft', 'Assignment', 'Issuance of Notice', 'Consent And Disclosure Dispatch', 'Completed'].map(normalise),
);

export function isReplyReadOnly(stage: string | null | undefined): boolean {
  const normalised = normalise(stage);
  return normalised === '' || REPLY_READ_ONLY.has(normalised);
}

/** Additional pleadings are also read-only while the case awaits the reply. */
export function isPleadingReadOnly(stage: string | null | undefined): boolean {
  return isReplyReadOnly(stage) || normalise(stage) === normalise('Awaiting Reply');
}

/** Add Document (and the document dialog's Submit for a new document) is hidden once the case is Completed. */
export function canAddDocument(stage: string | null | undefined): boolean {
  return normalise(stage) !== normalise('Completed');
}

/**
 * Hearings, settlements and registrations are recorded while the case runs: after acceptance
 * (which schedules the first hearing itself) and before completion. The neutral's panels are
 * read-only on a Draft or a Completed case, and the server refuses such saves.
 */
export function canRecordProceedings(stage: string | null | undefined): boolean {
  const normalised = normalise(stage);
  return normalised !== '' && normalised !== normalise('Draft') && normalised !== normalise('Completed');
}

/** Only an Arbitrator sees the delete icon on reply and additional-pleading attachments. */
export function canDeleteReplyAttachment(role: string | null | undefined): boolean {
  return role === 'Arbitrator';
}

/** Only an Arbitrator may edit the video-conference link, and only on the second to fourth hearing. */
export function canEditHearingVcLink(role: string | null | undefined, hearingType: string | null | undefined): boolean {
  const number = hearingNumber(hearingType);
  return role === 'Arbitrator' && number !== null && number >= 2 && number <= 4;
}
