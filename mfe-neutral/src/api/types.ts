import type { CaseDoc, CaseFile, HearingAttendeeRow, HearingDoc, PleadingDoc } from 'shared-api';

/** A Claim or Dispute; list methods add its title ("Claimant vs Respondent"). */
export type CaseRecord = CaseDoc & { title?: string | null };
export type HearingRecord = HearingDoc;
export type HearingAttendee = HearingAttendeeRow;
export type PleadingRecord = PleadingDoc;
export type AttachedFile = CaseFile;

export interface Page<T> {
  rows: T[];
  total: number;
}
