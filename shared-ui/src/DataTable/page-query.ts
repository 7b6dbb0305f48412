import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from 'shared-api';

/** A list's loading and error (DataTable, CardList) from the query that loads it. */
export function queryStatus(query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error'>) {
  return { loading: query.isPending, error: query.isError ? errorMessage(query.error) : undefined };
}

/** A paged list's rows, total, loading and error from the query of one page (`{ rows, total }`). */
export function pageQueryProps<Row>(query: UseQueryResult<{ rows: Row[]; total?: number }>) {
  return { rows: query.data?.rows ?? [], total: query.data?.total, ...queryStatus(query) };
}
