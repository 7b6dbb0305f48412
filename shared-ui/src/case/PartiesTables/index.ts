export { PartiesTables } from './PartiesTables';
export type { PartiesTablesProps, ClaimantsTableProps, RespondentsTableProps } from './PartiesTables';
export { ResponsiveTable } from './ResponsiveTable';
export type { ResponsiveTableProps, ResponsiveColumn, TableLayout } from './ResponsiveTable';
