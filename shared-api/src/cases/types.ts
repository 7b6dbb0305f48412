/*
 * Case documents as the server returns them (SPEC §3; server doctypes under doctypes/cases,
 * hearings, documents, awards, settlements, audit). Their fields come from the field blocks
 * generated from the server's doctype declarations (../doctypes/generated.ts, `npm run doctypes`).
 * Every field but `name` may be missing or null: a field the user may not read is left out, and
 * older records leave many empty.
 */
import type {
  AdditionalPleadingFields,
  ArbitrationDocumentFields,
  AuditTrailFields,
  AwardFields,
  CaseAttachmentDocumentFields,
  ClaimantTableFields,
  ClaimFields,
  DisputeFields,
  FileFields,
  HearingAttendeeFields,
  HearingFields,
  RegistrationFields,
  RespondentReplyFields,
  RespondentTableFields,
  SettlementFields,
} from '../doctypes/generated';
import type { Flag } from '../rules/cases/flags';

/** Fields of a value as it reaches us: missing, null, or the value. */
type Maybe<T> = T | null | undefined;

/**
 * A field block as a reader holds it: a check field may also come back from a form as '1' or
 * true (Flag); its rows as rows with their standard fields.
 */
type Read<T> = {
  [K in keyof T]?: [NonNullable<T[K]>] extends [0 | 1]
    ? Flag
    : NonNullable<T[K]> extends readonly (infer Row)[]
      ? Maybe<(Row & Partial<DocMeta>)[]>
      : T[K];
};

/** The standard fields every document carries. */
export interface DocMeta {
  name: string;
  owner?: string;
  creation?: string;
  modified?: string;
  modified_by?: string;
  idx?: number;
}

/** A claimant of a case (SPEC §3 "Claimant row", child doctype Claimant Table). */
export interface ClaimantRow extends Partial<DocMeta>, Read<ClaimantTableFields> {}

/** A respondent of a case (SPEC §3 "Respondent row", child doctype Respondent Table). */
export interface RespondentRow extends Partial<DocMeta>, Read<RespondentTableFields> {}

/** A paper filed with the case (child doctype Case Attachment Document). */
export interface CaseAttachmentRow extends Partial<DocMeta>, Read<CaseAttachmentDocumentFields> {}

/** Fields CaseDoc types itself: the stages differ between Claim and Dispute; rows carry standard fields. */
type CaseOwnTypes = 'stage' | 'claimant_table' | 'respondent_table' | 'case_attachment_documents';

/**
 * A Claim (ARB-…) or a Dispute (MED-…): one shape; a claim names its agreement number
 * `arbitration_agreement_number`, a dispute `mediation_agreement_number`, and each has its stages.
 */
export interface CaseDoc
  extends DocMeta,
    Read<Omit<ClaimFields, CaseOwnTypes>>,
    Read<Omit<DisputeFields, CaseOwnTypes>> {
  doctype?: 'Claim' | 'Dispute' | (string & {});
  stage?: Maybe<NonNullable<ClaimFields['stage'] | DisputeFields['stage']> | (string & {})>;
  claimant_table?: Maybe<ClaimantRow[]>;
  respondent_table?: Maybe<RespondentRow[]>;
  case_attachment_documents?: Maybe<CaseAttachmentRow[]>;
}

/** Links every case document carries: exactly one is set. */
export interface CaseLinks {
  claim?: Maybe<string>;
  dispute?: Maybe<string>;
}

/** Who attended a hearing (child doctype Hearing Attendee). */
export interface HearingAttendeeRow extends Partial<DocMeta>, Read<HearingAttendeeFields> {}

/** A hearing as `get_hearing_by_case` returns it, with its attendees. */
export interface HearingDoc extends DocMeta, CaseLinks, Read<Omit<HearingFields, 'hearing_attendees'>> {
  hearing_attendees?: Maybe<HearingAttendeeRow[]>;
}

/** A document filed in a case (doctype Arbitration Document); its files are File records. */
export interface ArbitrationDocumentDoc extends DocMeta, CaseLinks, Read<ArbitrationDocumentFields> {}

/** A Respondent Reply or an Additional Pleading (same fields, no document type). */
export interface PleadingDoc extends DocMeta, CaseLinks, Read<RespondentReplyFields & AdditionalPleadingFields> {}

/** The award of a case with its letter and covering letter (rich text). */
export interface AwardDoc extends DocMeta, CaseLinks, Read<AwardFields> {}

/** A settlement or non-settlement agreement. */
export interface SettlementDoc extends DocMeta, CaseLinks, Read<SettlementFields> {}

/** Registration of a mediated settlement. */
export interface RegistrationDoc extends DocMeta, CaseLinks, Read<RegistrationFields> {}

/**
 * One row of the case's audit trail: who (`owner`) changed what (`fieldname`, `before` → `after`)
 * when (`creation`). An insert or a delete is one row carrying the whole document.
 */
export interface AuditTrailRow extends DocMeta, Read<AuditTrailFields> {
  ref_doctype: string;
  docname: string;
  action: NonNullable<AuditTrailFields['action']>;
  case_doctype: string;
  case_name: string;
}

/** A file attached to a case document. */
export interface CaseFile extends DocMeta, Read<FileFields> {}

/** What `update_mediation` answers. */
export interface ExtensionReply {
  name: string;
  extension_status: Maybe<string>;
  is_extended: Flag;
  requested_by_respondent: Flag;
  requested_by_claimant: Flag;
  no_of_days_extended: Maybe<number>;
  extended_date: Maybe<string>;
  due_date: Maybe<string>;
  reason_for_extension: Maybe<string>;
}
