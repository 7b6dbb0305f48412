import { api, caseDoctypeOf, caseLinkOf, sinceOpened, type CaseDoc, type OpenedDoc, type PleadingDoc } from 'shared-api';
import type { PleadingKindInfo } from './pleading-kinds';

export interface PleadingValues {
  document_title: string;
  document_date: string;
}

/** Saves a new reply or pleading of the case, or changes the one given (as the form opened it). */
export function savePleading(kind: PleadingKindInfo, caseDoc: CaseDoc, values: PleadingValues, existing: OpenedDoc | null) {
  if (existing) return api.updateDoc<PleadingDoc>(kind.doctype, existing.name, sinceOpened(existing, values));
  const link = caseLinkOf(caseDoc.name);
  if (!link) throw new Error(`${caseDoc.name} is not a case number`);
  return api.createDoc<PleadingDoc>(kind.doctype, { [link]: caseDoc.name, ...values, stage: caseDoc.stage ?? undefined });
}

/**
 * Uploads the files to the saved record, one at a time (SPEC §5), reporting the overall progress;
 * a reply's files contest the case, so the respondent's status becomes Active (SPEC §4).
 */
export async function attachToPleading(
  kind: PleadingKindInfo,
  caseDoc: CaseDoc,
  docname: string,
  files: File[],
  onProgress: (fraction: number) => void,
) {
  for (const [index, file] of files.entries()) {
    await api.upload(file, {
      doctype: kind.doctype,
      docname,
      isPrivate: true,
      onProgress: (fraction) => onProgress((index + fraction) / files.length),
    });
  }
  if (kind.doctype === 'Respondent Reply') {
    const doctype = caseDoctypeOf(caseDoc.name);
    if (doctype) await api.updateDoc(doctype, caseDoc.name, { respondent_status: 'Active' });
  }
}
