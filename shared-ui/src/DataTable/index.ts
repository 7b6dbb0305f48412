export { DataTable } from './DataTable';
export type { DataTableProps, DataTableColumn } from './DataTable';
export { PageRange } from './PageRange';
export type { PageRangeProps } from './PageRange';
