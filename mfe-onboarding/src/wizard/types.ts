import type { GenericSchema } from 'valibot';

/** Everything a wizard holds, flat, as the form edits it (dates as DD-MM-YYYY, tables as arrays). */
export type WizardValues = Record<string, unknown>;

/**
 * When a tab opens (SPEC §2 "Registration wizards"), as data so each flow's rules can be read
 * and tested at a glance: a field holds a value, a file is attached, an earlier step was saved.
 */
export type LockRule =
  | { field: string }
  | { file: 'bar_council_id' | 'any' }
  | { savedStep: string }
  | { anyOf: readonly LockRule[] };

/** The blocks a step is built of; each is one component in `sections/`. */
export type SectionId =
  | 'role'
  | 'customerType'
  | 'person'
  | 'company'
  | 'contact'
  | 'address'
  | 'identity'
  | 'enrolment'
  | 'barCouncil'
  | 'certificates'
  | 'education'
  | 'profession'
  | 'training'
  | 'specialization'
  | 'category'
  | 'languages'
  | 'expertise'
  | 'experienceCounts'
  | 'bankAndLetters'
  | 'terms'
  | 'declaration';

export interface StepConfig {
  /** Stable id (the spec's tab key, e.g. `userdetails`). */
  id: string;
  /** The tab's name: its catalogue id (`wizard.step.…`). */
  label: string;
  sections: readonly SectionId[];
  /** The step's valibot schema, from shared-api. */
  schema: GenericSchema;
  /** Absent: open from the start. */
  unlock?: LockRule;
  /** Shown only on the profile page (bank and letters complete a professional's profile). */
  profileOnly?: boolean;
  /** Shown only during sign-up (terms, declaration). */
  signUpOnly?: boolean;
}

export interface FlowConfig {
  id: 'claimant' | 'arbitrator' | 'advocate' | 'expert' | 'mediator' | 'enrolment';
  /** The sign-up page's heading: its catalogue id (`wizard.title.…`). */
  title: string;
  signUpPath: string;
  profilePath: string | null;
  /** The User Registration's user_type; null when the person chooses (enrolment). */
  userType: string | null;
  steps: readonly StepConfig[];
  /** The toast after a successful sign-up (SPEC §8): its catalogue id, given the chosen role as `{role}`. */
  successToast: string;
  /** Gender list variant: the advocate form says "Other". */
  genders: readonly string[];
  /** Who the row tables belong to: advocates are told about an incomplete row, others are not. */
  alertIncompleteRow: boolean;
  /** The table name the profession rows are saved in (advocates: `experience`). */
  professionTable: 'profession' | 'experience';
}
