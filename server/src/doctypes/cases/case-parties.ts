import type { Doc, Doctype } from '../../core/doctype/types';

/** Case fields that say who is on a case. */
export const PARTY_FIELDS = ['user_email_id', 'lawyer_email', 'lawyer_email_id', 'arbitrator', 'arbitrator_name', 'mediator_email_id', 'mediator_name'];

/** What a case document copies from its case, for the fields it declares. */
const COPIES: Record<string, (caseDoc: Doc) => unknown> = {
  user_email_id: (c) => c.user_email_id ?? null,
  lawyer_email: (c) => c.lawyer_email ?? null,
  // Documents name one lawyer: the claimant's chosen lawyer, else the lawyer who filed.
  lawyer_email_id: (c) => c.lawyer_email_id || c.lawyer_email || null,
  arbitrator: (c) => c.arbitrator ?? null,
  arbitrator_name: (c) => c.arbitrator_name ?? null,
  mediator_email_id: (c) => c.mediator_email_id ?? null,
  mediator_name: (c) => c.mediator_name ?? null,
  // The case's stage on its hearings, so lists and dashboards can leave out closed cases' hearings.
  case_stage: (c) => c.stage ?? null,
};

/** The fields a case document copies from its case (when it declares them): the server's, never a client's. */
export const COPIED_FIELDS: readonly string[] = Object.keys(COPIES);

/**
 * The party fields a case document should hold. They are copies for display and the spec's list
 * filters; access is never decided by them, always by the linked case.
 */
export function copyCaseParties(doctype: Doctype, caseDoc: Doc): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(COPIES)) if (doctype.fieldMap.has(field)) out[field] = value(caseDoc);
  return out;
}
