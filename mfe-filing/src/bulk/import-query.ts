import { useQuery } from '@tanstack/react-query';
import { api, formatCount } from 'shared-api';
import { filingKeys } from '../common/keys';

export interface DataImportDoc {
  name: string;
  lot: string;
  reference_doctype: string;
  status: 'Pending' | 'Running' | 'Success' | 'Partial Success' | 'Error';
  total_rows?: number;
  processed_rows?: number;
  imported_rows?: number;
  skipped_rows?: number;
  failed_rows?: number;
  error_message?: string;
  creation?: string;
}

/** One of a Data Import's counts as shown (Indian grouping); a count the job has not set yet is 0. */
export const importCount = (value: number | undefined) => formatCount(value ?? 0);

export const isFinished = (status: DataImportDoc['status'] | undefined) => status === 'Success' || status === 'Partial Success' || status === 'Error';

/** A Data Import, polled every second while its job runs. */
export function useDataImport(name: string | null) {
  return useQuery({
    queryKey: filingKeys.dataImport(name),
    enabled: name !== null,
    queryFn: ({ signal }) => api.getDoc<DataImportDoc>('Data Import', name!, { signal }),
    refetchInterval: (query) => (isFinished(query.state.data?.status) ? false : 1000),
  });
}

const IMPORT_FIELDS = ['name', 'lot', 'reference_doctype', 'status', 'total_rows', 'processed_rows', 'imported_rows', 'skipped_rows', 'failed_rows', 'creation'];

/** The user's latest bulk imports, for the dashboard. */
export function useRecentImports(limit = 5) {
  return useQuery({
    queryKey: filingKeys.recentImportsOf(limit),
    queryFn: ({ signal }) => api.getList<DataImportDoc>('Data Import', { fields: IMPORT_FIELDS, orderBy: 'creation desc', limitPageLength: limit }, { signal }),
    refetchInterval: (query) => (query.state.data?.some((item) => !isFinished(item.status)) ? 3000 : false),
  });
}
