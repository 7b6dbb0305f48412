import { api, caseLinkOf, type ArbitrationDocumentDoc } from 'shared-api';
import { DOCUMENT_DOCTYPE } from './DocumentViewDialog';

export interface NewDocumentValues {
  document_type: string;
  document_class: string;
  description: string;
}

export interface AddCaseDocumentOptions {
  /** Fields a role adds to the new document (the respondent names the arbitrator, SPEC §7). */
  fields?: Record<string, unknown>;
  /** Overall upload progress of all files, 0..1. */
  onProgress?: (fraction: number) => void;
}

/** Files a document in the case, then uploads its files one at a time (SPEC §5). */
export async function addCaseDocument(
  caseName: string,
  values: NewDocumentValues,
  files: readonly File[],
  { fields = {}, onProgress }: AddCaseDocumentOptions = {},
): Promise<ArbitrationDocumentDoc> {
  const link = caseLinkOf(caseName);
  if (!link) throw new Error(`${caseName} is not a case number`);
  const document = await api.createDoc<ArbitrationDocumentDoc>(DOCUMENT_DOCTYPE, {
    ...fields,
    [link]: caseName,
    document_type: values.document_type.trim(),
    document_class: values.document_class.trim(),
    description: values.description.trim(),
  });
  for (const [index, file] of files.entries()) {
    await api.upload(file, {
      doctype: DOCUMENT_DOCTYPE,
      docname: document.name,
      isPrivate: true,
      onProgress: (fraction) => onProgress?.((index + fraction) / files.length),
    });
  }
  return document;
}
