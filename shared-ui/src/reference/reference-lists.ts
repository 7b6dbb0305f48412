import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-api';

/** Reference lists change rarely: keep them for the session. */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

/**
 * One reference list (SPEC §7 lookups) as the values of `field`, sorted, cached per doctype and
 * filter for the session; `enabled` false waits (e.g. districts until a state is chosen).
 */
export function useReferenceList(doctype: string, field: string, limit: number, enabled = true, filters?: [string, string, string][]) {
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

/** States and union territories (limit 100). */
export const useStates = () => useReferenceList('State', 'state', 100);
/** The districts of the chosen state (limit 100), loaded once a state is chosen. */
export const useDistricts = (state: string) => useReferenceList('District', 'district', 100, Boolean(state), [['state', '=', state]]);
export const useSalutations = () => useReferenceList('Salutation', 'salutation', 100);
