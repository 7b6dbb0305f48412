export { AttachmentGrid } from './AttachmentGrid';
export type { AttachmentGridProps, AttachmentItem } from './AttachmentGrid';
export { AttachmentList } from './AttachmentList';
export type { AttachmentListProps } from './AttachmentList';
export { CaseAttachments } from './CaseAttachments';
export type { CaseAttachmentsProps } from './CaseAttachments';
export { AttachedFilesGrid } from './AttachedFilesGrid';
export type { AttachedFilesGridProps } from './AttachedFilesGrid';
