export { DocumentsList } from './DocumentsList';
export type { DocumentsListProps } from './DocumentsList';
export { DocumentViewDialog } from './DocumentViewDialog';
export type { DocumentViewDialogProps } from './DocumentViewDialog';
export type { AddDocumentDialogProps } from './AddDocumentDialog';
export { AddDocumentButton } from './AddDocumentButton';
export type { AddDocumentButtonProps } from './AddDocumentButton';
export type { AddCaseDocumentOptions, NewDocumentValues } from './add-case-document';
