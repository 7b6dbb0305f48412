export { CaseDetailsPanel, caseDetailItems, DEFAULT_CASE_TYPE } from './CaseDetailsPanel';
export type { CaseDetailsPanelProps } from './CaseDetailsPanel';
