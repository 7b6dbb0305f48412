export { PartiesTables, ClaimantsTable, RespondentsTable } from './PartiesTables';
export type { PartiesTablesProps, ClaimantsTableProps, RespondentsTableProps } from './PartiesTables';
export { ResponsiveTable, CARDS_QUERY } from './ResponsiveTable';
export type { ResponsiveTableProps, ResponsiveColumn, TableLayout } from './ResponsiveTable';
