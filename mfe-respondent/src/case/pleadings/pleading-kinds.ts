import { isPleadingReadOnly, isReplyReadOnly } from 'shared-api';

export type PleadingKind = 'reply' | 'pleading';

export interface PleadingKindInfo {
  doctype: 'Respondent Reply' | 'Additional Pleading';
  title: string;
  /** One record, for buttons and toasts. */
  noun: string;
  isReadOnly: (stage: string | null | undefined) => boolean;
  added: string;
  updated: string;
  /** The toast after files are attached. */
  attached: string;
  readOnlyNote: string;
}

/** Why the form is read-only on a Completed case (the stage notes speak of stages still to come). */
export const CLOSED_CASE_NOTE = 'This case is Completed: nothing more can be filed.';

/** The two pleadings a respondent files (SPEC §2, §8 texts; read-only stages from shared-api rules). */
export const PLEADING_KINDS: Record<PleadingKind, PleadingKindInfo> = {
  reply: {
    doctype: 'Respondent Reply',
    title: 'Respondent Reply',
    noun: 'reply',
    isReadOnly: isReplyReadOnly,
    added: 'Respondent reply added successfully',
    updated: 'Respondent reply updated successfully',
    // SPEC §2 "Respondent document attach dialog": attaching a reply contests the case.
    attached: 'Case is now Contested',
    readOnlyNote: 'Replies can be filed once the notice stage is over.',
  },
  pleading: {
    doctype: 'Additional Pleading',
    title: 'Additional Pleadings',
    noun: 'pleading',
    isReadOnly: isPleadingReadOnly,
    added: 'Additional Pleading added successfully',
    updated: 'Additional Pleading updated successfully',
    attached: 'Attachment successfully',
    readOnlyNote: 'Additional pleadings can be filed once the reply stage is over.',
  },
};
