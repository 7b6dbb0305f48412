export { DocumentsList } from './DocumentsList';
export type { DocumentsListProps } from './DocumentsList';
export { DocumentViewDialog, DOCUMENT_DOCTYPE } from './DocumentViewDialog';
export type { DocumentViewDialogProps } from './DocumentViewDialog';
