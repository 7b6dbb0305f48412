import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-api';
import type { BulkReference } from 'shared-api/bulk';
import { filingKeys } from '../common/keys';

const PAGE = 500;

async function allRows<T>(doctype: string, fields: string[], signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; ; start += PAGE) {
    const page = await api.getList<T>(doctype, { fields, limitStart: start, limitPageLength: PAGE, orderBy: 'name asc' }, { signal });
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

/** States with their districts, salutations and natures of dispute: what bulk rows are checked against. */
export function useBulkReference() {
  return useQuery({
    queryKey: filingKeys.bulkReference,
    staleTime: 60 * 60 * 1000,
    queryFn: async ({ signal }): Promise<BulkReference> => {
      const [states, districts, salutations, natures] = await Promise.all([
        allRows<{ name: string }>('State', ['name'], signal),
        allRows<{ state: string; district: string }>('District', ['state', 'district'], signal),
        allRows<{ name: string }>('Salutation', ['name'], signal),
        allRows<{ name: string }>('Nature of Dispute', ['name'], signal),
      ]);
      const districtsByState = new Map<string, string[]>(states.map((row) => [row.name, []]));
      for (const row of districts) districtsByState.get(row.state)?.push(row.district);
      return { districtsByState, salutations: salutations.map((row) => row.name), naturesOfDispute: natures.map((row) => row.name) };
    },
  });
}
