export { PortalProvider } from './theme';
export type { PortalProviderProps } from './theme';
export { notify, REGISTRATION_TOAST_MS } from './notify';
export type { NotifyOptions } from './notify';
export { Pagination } from './Pagination';
export type { PaginationProps, PageItem, PageItemsOptions } from './Pagination';
export { DataTable, PageRange, pageQueryProps, queryStatus } from './DataTable';
export type { DataTableProps, DataTableColumn, PageRangeProps } from './DataTable';
export { invoiceColumns, InvoiceStatusBadge } from './invoices/invoiceColumns';
export type { InvoiceColumnHeaders, InvoiceTableRow } from './invoices/invoiceColumns';
export {
  TextField,
  PasswordField,
  NumberField,
  TextareaField,
  SelectField,
  DateField,
  CheckboxField,
  isoDate,
} from './fields';
export type {
  TextFieldProps,
  PasswordFieldProps,
  NumberFieldProps,
  TextareaFieldProps,
  SelectFieldProps,
  SelectOption,
  DateFieldProps,
  CheckboxFieldProps,
} from './fields';
export { FilePickerModal, formatBytes, ChosenFileList } from './FilePicker';
export type { FilePickerModalProps, FileTypeIconProps, FileKind, ChosenFile, ChosenFileListProps } from './FilePicker';
export { CardList } from './CardList';
export { PageLoader } from './PageLoader';
export type { PageLoaderProps } from './PageLoader';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
export * from './case';
export { useDistricts, useReferenceList, useSalutations, useStates } from './reference/reference-lists';
export * from './i18n';
