import { api, sortRespondentsByContactType, type FrappeClient } from 'shared-api';
import { ADDITIONAL_FIELDS, agreementField } from './case-fields';
import { compact } from './form-helpers';
import { translate } from './i18n';
import type { CaseType, ChosenFile, FilingDraft, PartyEntry } from './types';

export const caseDoctype = (caseType: CaseType) => (caseType === 'Mediation' ? 'Dispute' : 'Claim');

const CASE_TEXT_FIELDS = ['clause_number', 'date_of_agreement', 'nature_of_dispute', 'venue', 'jurisdiction', 'composition_of_tribunal'];

function toNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** The respondent's address in one line, for letters and notices. */
export function addressLine(row: PartyEntry): string {
  return ['flathouse_no', 'streetvillage', 'landmark', 'city', 'post_office', 'taluk', 'district', 'state', 'pin_code']
    .map((field) => (row[field] ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The Claim or Dispute as registered (SPEC §4 Submit wizard): a Single claim of Type One with its
 * claimant and respondent rows (respondents Borrower first), case and loan details. The server
 * files it as a Draft for the caller (SPEC §6: a lawyer in lawyer_email, the user from the first
 * claimant row).
 */
export function buildCasePayload(caseType: CaseType, draft: FilingDraft): Record<string, unknown> {
  const details = draft.caseDetails;
  const payload: Record<string, unknown> = {
    claim_type: 'Single',
    case_management_type: 'Type One',
    claimant_table: draft.claimants.map((row) => compact(row)),
    respondent_table: sortRespondentsByContactType(draft.respondents.map((row) => compact(row))).map((row) => {
      const address = addressLine(row);
      return address ? { ...row, address } : row;
    }),
  };
  const agreement = agreementField(caseType);
  if (details[agreement]?.trim()) payload[agreement] = details[agreement].trim();
  for (const field of CASE_TEXT_FIELDS) if (details[field]?.trim()) payload[field] = details[field].trim();
  const disputed = toNumber(details.disputed_value);
  if (disputed !== undefined) payload.disputed_value = disputed;
  payload.interim_measures = details.interim_measures === '1' ? 1 : 0;

  for (const { field, kind } of ADDITIONAL_FIELDS) {
    const value = draft.additional[field];
    if (value === undefined || value.trim() === '') continue;
    if (kind === 'number') {
      const number = toNumber(value);
      if (number !== undefined) payload[field] = number;
    } else payload[field] = value.trim();
  }

  const lawyer = draft.claimants[0]?.lawyer_email_id?.trim();
  if (lawyer) payload.lawyer_email_id = lawyer;
  return payload;
}

export interface UploadProgress {
  index: number;
  fraction: number;
}

export interface RegisterResult {
  name: string;
  failedFiles: Array<{ file: ChosenFile; message: string }>;
}

/**
 * Registers the case, then uploads its files one at a time (SPEC §5) with progress and records
 * them in the case's attachment table. A file that fails does not undo the case: it is reported.
 */
export async function registerCase(
  caseType: CaseType,
  draft: FilingDraft,
  files: ChosenFile[],
  options: { onProgress?: (progress: UploadProgress) => void; client?: FrappeClient } = {},
): Promise<RegisterResult> {
  const client = options.client ?? api;
  const doctype = caseDoctype(caseType);
  const created = await client.createDoc<{ name: string }>(doctype, buildCasePayload(caseType, draft));
  const attachments: Array<{ attachment_type: string; attachment: string }> = [];
  const failedFiles: RegisterResult['failedFiles'] = [];
  for (const [index, chosen] of files.entries()) {
    try {
      const uploaded = await client.upload(chosen.file, {
        doctype,
        docname: created.name,
        onProgress: (fraction) => options.onProgress?.({ index, fraction }),
      });
      attachments.push({ attachment_type: chosen.attachmentType, attachment: uploaded.file_url });
    } catch (error) {
      failedFiles.push({ file: chosen, message: error instanceof Error ? error.message : translate('filing.wizard.uploadFailedReason') });
    }
  }
  if (attachments.length > 0) await client.updateDoc(doctype, created.name, { case_attachment_documents: attachments });
  return { name: created.name, failedFiles };
}
