import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-api';

/** Reference lists change rarely: keep them for the session. */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

function useReferenceList(doctype: string, field: string, limit: number, enabled = true, filters?: [string, string, string][]) {
  return useQuery({
    queryKey: ['reference', doctype, filters ?? null],
    enabled,
    staleTime: REFERENCE_STALE_MS,
    queryFn: async ({ signal }) => {
      const rows = await api.getList<Record<string, string>>(
        doctype,
        { fields: ['name', field], filters, orderBy: `${field} asc`, limitPageLength: limit },
        { signal },
      );
      return rows.map((row) => row[field] ?? row.name);
    },
  });
}

/** SPEC §7 lookups: states (limit 100) … */
export const useStates = () => useReferenceList('State', 'state', 100);
/** … districts of the chosen state (limit 100; loaded on the state choice) … */
export const useDistricts = (state: string) =>
  useReferenceList('District', 'district', 100, Boolean(state), [['state', '=', state]]);
export const useSalutations = () => useReferenceList('Salutation', 'salutation', 100);
export const useIndustryTypes = () => useReferenceList('Industry Type', 'industry', 52);
export const useNaturesOfDispute = () => useReferenceList('Nature of Dispute', 'nature_of_dispute', 100);
