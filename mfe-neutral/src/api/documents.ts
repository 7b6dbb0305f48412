import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CaseKind } from 'shared-api';
import { caseKeys } from 'shared-ui';
import { KIND } from './case-kind';
import { useInvalidateCase } from './cases';
import type { DocumentRecord, PleadingRecord } from './types';

/** SPEC §2: the Add/View Document dialog never offers 'Claim Filing'. */
export const EXCLUDED_DOCUMENT_TYPES = ['Claim Filing'];

export function documentTypeChoices(names: readonly string[]): string[] {
  return names.filter((name) => !EXCLUDED_DOCUMENT_TYPES.includes(name));
}

export function useDocumentTypes() {
  return useQuery({
    queryKey: ['neutral', 'document-types'],
    staleTime: Infinity,
    queryFn: async () => {
      const rows = await api.getList<{ name: string }>('Document Type', { fields: ['name'], limitPageLength: 500 });
      return documentTypeChoices(rows.map((row) => row.name));
    },
  });
}

export interface DocumentInput {
  document_type: string;
  document_class: string;
  description: string;
}

export function useAddDocument(kind: CaseKind, caseName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, files, userEmail }: { values: DocumentInput; files: File[]; userEmail: string | null }) => {
      const saved = await api.createDoc<DocumentRecord>('Arbitration Document', {
        ...values,
        [KIND[kind].link]: caseName,
        user_email_id: userEmail ?? undefined,
      });
      for (const file of files) await api.upload(file, { doctype: 'Arbitration Document', docname: saved.name });
      return saved;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: caseKeys.documents(caseName) }),
  });
}

export type PleadingDoctype = 'Respondent Reply' | 'Additional Pleading';

export interface PleadingInput {
  document_title: string;
  document_date: string;
}

export function useSavePleading(doctype: PleadingDoctype, kind: CaseKind, caseName: string) {
  const queryClient = useQueryClient();
  const invalidateCase = useInvalidateCase();
  return useMutation({
    mutationFn: async ({ existing, values, files }: { existing?: string; values: PleadingInput; files: File[] }) => {
      const saved = existing
        ? await api.updateDoc<PleadingRecord>(doctype, existing, values)
        : await api.createDoc<PleadingRecord>(doctype, { ...values, [KIND[kind].link]: caseName });
      for (const file of files) await api.upload(file, { doctype, docname: saved.name });
      return saved;
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: caseKeys.files(doctype, saved.name) });
      // Replies and pleadings are cached under the case; a reply may also change the case.
      invalidateCase(caseName);
    },
  });
}

export function useDeleteFile(doctype: string, recordName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileName: string) => api.deleteDoc('File', fileName),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: caseKeys.files(doctype, recordName) }),
  });
}
