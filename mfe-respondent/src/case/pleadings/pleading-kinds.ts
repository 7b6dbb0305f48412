import { isPleadingReadOnly, isReplyReadOnly } from 'shared-api';

export type PleadingKind = 'reply' | 'pleading';

/** Texts are catalogue ids (src/locales); the English of each is the SPEC's. */
export interface PleadingKindInfo {
  doctype: 'Respondent Reply' | 'Additional Pleading';
  title: string;
  /** "New reply": the form's title and button for another record. */
  newRecord: string;
  isReadOnly: (stage: string | null | undefined) => boolean;
  added: string;
  updated: string;
  /** The toast after files are attached. */
  attached: string;
  readOnlyNote: string;
  /** The file picker's title. */
  attachTitle: string;
}

/** Why the form is read-only on a Completed case (the stage notes speak of stages still to come). */
export const CLOSED_CASE_NOTE = 'pleading.closed';

/** The two pleadings a respondent files (SPEC §2, §8 texts; read-only stages from shared-api rules). */
export const PLEADING_KINDS: Record<PleadingKind, PleadingKindInfo> = {
  reply: {
    doctype: 'Respondent Reply',
    title: 'pleading.reply.title',
    newRecord: 'pleading.reply.new',
    isReadOnly: isReplyReadOnly,
    added: 'pleading.reply.added',
    updated: 'pleading.reply.updated',
    // SPEC §2 "Respondent document attach dialog": attaching a reply contests the case.
    attached: 'pleading.reply.attached',
    readOnlyNote: 'pleading.reply.readOnly',
    attachTitle: 'pleading.reply.attachTitle',
  },
  pleading: {
    doctype: 'Additional Pleading',
    title: 'pleading.pleading.title',
    newRecord: 'pleading.pleading.new',
    isReadOnly: isPleadingReadOnly,
    added: 'pleading.pleading.added',
    updated: 'pleading.pleading.updated',
    attached: 'pleading.pleading.attached',
    readOnlyNote: 'pleading.pleading.readOnly',
    attachTitle: 'pleading.pleading.attachTitle',
  },
};
