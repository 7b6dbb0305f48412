export { DataTable, DEFAULT_PAGE_SIZE } from './DataTable';
export type { DataTableProps, DataTableColumn } from './DataTable';
