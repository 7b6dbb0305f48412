export { CaseDetailsPanel } from './CaseDetailsPanel';
export type { CaseDetailsPanelProps } from './CaseDetailsPanel';
