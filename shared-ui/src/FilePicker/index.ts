export { FilePickerModal } from './FilePickerModal';
export type { FilePickerModalProps } from './FilePickerModal';
export type { FileTypeIconProps } from './FileTypeIcon';
export type { FileKind } from './file-kind';
export { formatBytes } from './format-bytes';
export { ChosenFileList } from './ChosenFileList';
export type { ChosenFile, ChosenFileListProps } from './ChosenFileList';
