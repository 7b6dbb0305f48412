import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-api';

/** A relationship the neutral declared (Seventh Schedule, read with s.12(5) of the Act). */
export interface RelationshipRow {
  name: string;
  relationship: string;
  related_to: string;
  party: string;
  period: string;
  details: string | null;
}

const DOCTYPE = 'Neutral Relationship';
const KEY = ['neutral', 'relationships'] as const;

/** The caller's own declarations: the server returns a neutral only their rows. */
export function useRelationships() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.getList<RelationshipRow>(DOCTYPE, { fields: ['name', 'relationship', 'related_to', 'party', 'period', 'details'], orderBy: 'creation desc', limitPageLength: 500 }, { signal }),
  });
}

export function useDeclareRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Omit<RelationshipRow, 'name'>) => api.createDoc<RelationshipRow>(DOCTYPE, values),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useWithdrawRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.deleteDoc(DOCTYPE, name),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
