export { FilePickerModal, DEFAULT_MAX_FILE_BYTES } from './FilePickerModal';
export type { FilePickerModalProps } from './FilePickerModal';
export { FileTypeIcon } from './FileTypeIcon';
export type { FileTypeIconProps } from './FileTypeIcon';
export { fileKind } from './file-kind';
export type { FileKind } from './file-kind';
export { formatBytes } from './format-bytes';
export { ChosenFileList, chosenFileKey } from './ChosenFileList';
export type { ChosenFile, ChosenFileListProps } from './ChosenFileList';
