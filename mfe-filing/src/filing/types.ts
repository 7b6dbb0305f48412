import type { CaseType } from 'shared-api';

/** Form values as the filing form keeps them: every field as text, as typed. */
export type FormValues = Record<string, string>;

/** A claimant or respondent added to the side list (SPEC §3 Claimant / Respondent row). */
export type PartyEntry = FormValues;

export type StepId = 'claimant' | 'respondents' | 'case' | 'additional' | 'summary';

/** Everything a person has entered, kept per user and case type until submitted or discarded. */
export interface FilingDraft {
  step: StepId;
  claimants: PartyEntry[];
  respondents: PartyEntry[];
  /** Index of the claimant / respondent loaded into its form for editing, or null. */
  claimantEdit: number | null;
  respondentEdit: number | null;
  claimantForm: FormValues;
  respondentForm: FormValues;
  caseDetails: FormValues;
  additional: FormValues;
}

/** A file chosen in Case Details, with the File Type it was attached as. */
export interface ChosenFile {
  id: string;
  file: File;
  attachmentType: string;
}

export type { CaseType };
