export { ExtensionPanel } from './ExtensionPanel';
export type { ExtensionPanelProps, ExtensionViewer, ExtensionCase } from './ExtensionPanel';
