import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, sinceOpened, type CaseKind, type OpenedDoc } from 'shared-api';
import { caseKeys } from 'shared-ui';
import { KIND } from './case-kind';
import { useInvalidateCase } from './cases';
import type { PleadingRecord } from './types';

export type PleadingDoctype = 'Respondent Reply' | 'Additional Pleading';

export interface PleadingInput {
  document_title: string;
  document_date: string;
}

export function useSavePleading(doctype: PleadingDoctype, kind: CaseKind, caseName: string) {
  const queryClient = useQueryClient();
  const invalidateCase = useInvalidateCase();
  return useMutation({
    mutationFn: async ({ existing, values, files }: { existing?: OpenedDoc; values: PleadingInput; files: File[] }) => {
      const saved = existing
        ? await api.updateDoc<PleadingRecord>(doctype, existing.name, sinceOpened(existing, values))
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
