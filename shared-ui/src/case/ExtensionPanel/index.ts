export { ExtensionPanel, EXTENSION_SAVED_MESSAGE } from './ExtensionPanel';
export type { ExtensionPanelProps, ExtensionViewer, ExtensionCase } from './ExtensionPanel';
