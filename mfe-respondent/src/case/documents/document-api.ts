import { api, caseLinkOf, type ArbitrationDocumentDoc, type CaseDoc } from 'shared-api';
import { isoDate } from 'shared-ui';

export interface NewDocument {
  document_type: string;
  document_class: string;
  description: string;
}

/** SPEC §2 "Add/View Document dialog": types come from Document Type, without 'Claim Filing'. */
export async function getDocumentTypes(): Promise<string[]> {
  const rows = await api.getList<{ name: string }>('Document Type', { fields: ['name'], limitPageLength: 500 });
  return rows.map((row) => row.name).filter((name) => name !== 'Claim Filing');
}

/**
 * Files a document in the case, then uploads its files one at a time (SPEC §5). The respondent's
 * payload names the case's arbitrator and sets documentupdate (SPEC §7).
 */
export async function addCaseDocument(
  caseDoc: CaseDoc,
  values: NewDocument,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<ArbitrationDocumentDoc> {
  const link = caseLinkOf(caseDoc.name);
  if (!link) throw new Error(`${caseDoc.name} is not a case number`);
  const document = await api.createDoc<ArbitrationDocumentDoc>('Arbitration Document', {
    [link]: caseDoc.name,
    document_type: values.document_type,
    document_class: values.document_class.trim(),
    description: values.description.trim(),
    posting_date: isoDate(new Date()),
    arbitrator: caseDoc.arbitrator ?? undefined,
    documentupdate: 1,
  });
  for (const [index, file] of files.entries()) {
    await api.upload(file, {
      doctype: 'Arbitration Document',
      docname: document.name,
      isPrivate: true,
      onProgress: (fraction) => onProgress((index + fraction) / files.length),
    });
  }
  return document;
}
