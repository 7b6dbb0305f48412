export { DataTable } from './DataTable';
export type { DataTableProps, DataTableColumn } from './DataTable';
export { PageRange } from './PageRange';
export type { PageRangeProps } from './PageRange';
export { pageQueryProps, queryStatus } from './page-query';
