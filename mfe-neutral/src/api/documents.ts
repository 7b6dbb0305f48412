import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getAttachedFiles, getCasePleadings, getCaseReplies, type CaseKind } from 'shared-api';
import { KIND } from './case-kind';
import { useInvalidateCase } from './cases';
import type { AttachedFile, DocumentRecord, Page, PleadingRecord } from './types';

export const DOCUMENT_PAGE_SIZE = 10;

/** SPEC §2: the Add/View Document dialog never offers 'Claim Filing'. */
export const EXCLUDED_DOCUMENT_TYPES = ['Claim Filing'];

export function useCaseDocuments(kind: CaseKind, caseName: string, page: number) {
  return useQuery({
    queryKey: ['neutral', 'documents', caseName, page],
    queryFn: (): Promise<Page<DocumentRecord>> =>
      api.getPage<DocumentRecord>(
        'Arbitration Document',
        {
          fields: ['name', 'document_type', 'document_class', 'description', 'posting_date', 'creation', 'owner'],
          filters: [[KIND[kind].link, '=', caseName]],
          orderBy: 'creation desc',
        },
        page,
        DOCUMENT_PAGE_SIZE,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentTypes() {
  return useQuery({
    queryKey: ['neutral', 'document-types'],
    staleTime: Infinity,
    queryFn: async () => {
      const rows = await api.getList<{ name: string }>('Document Type', { fields: ['name'], limitPageLength: 500 });
      return rows.map((row) => row.name).filter((name) => !EXCLUDED_DOCUMENT_TYPES.includes(name));
    },
  });
}

/** Files attached to one record (a document, hearing, reply or pleading). */
export function useAttachedFiles(doctype: string, name: string | undefined) {
  return useQuery({
    queryKey: ['neutral', 'files', doctype, name],
    enabled: Boolean(name),
    queryFn: (): Promise<AttachedFile[]> => getAttachedFiles(doctype, name ?? ''),
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
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['neutral', 'documents', caseName] }),
  });
}

export type PleadingDoctype = 'Respondent Reply' | 'Additional Pleading';

export function usePleadings(doctype: PleadingDoctype, caseName: string) {
  return useQuery({
    queryKey: ['neutral', 'pleadings', doctype, caseName],
    queryFn: (): Promise<PleadingRecord[]> =>
      doctype === 'Respondent Reply' ? getCaseReplies(caseName) : getCasePleadings(caseName),
  });
}

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
      void queryClient.invalidateQueries({ queryKey: ['neutral', 'pleadings', doctype, caseName] });
      void queryClient.invalidateQueries({ queryKey: ['neutral', 'files', doctype, saved.name] });
      invalidateCase(caseName);
    },
  });
}

export function useDeleteFile(doctype: string, recordName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileName: string) => api.deleteDoc('File', fileName),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['neutral', 'files', doctype, recordName] }),
  });
}
