import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-api';

/** SPEC §2 "Add/View Document dialog": a party never files another 'Claim Filing'. */
export const EXCLUDED_DOCUMENT_TYPES: readonly string[] = ['Claim Filing'];

export function documentTypeChoices(names: readonly string[]): string[] {
  return names.filter((name) => !EXCLUDED_DOCUMENT_TYPES.includes(name));
}

export const documentTypesKey = ['reference', 'Document Type'] as const;

/** The Document Type names a new document may take; fetched once per session. */
export function useDocumentTypes(enabled = true) {
  return useQuery({
    queryKey: documentTypesKey,
    enabled,
    staleTime: Infinity,
    queryFn: async () => {
      const rows = await api.getList<{ name: string }>('Document Type', { fields: ['name'], limitPageLength: 500 });
      return documentTypeChoices(rows.map((row) => row.name));
    },
  });
}
