export { CaseStatusPanel } from './CaseStatusPanel';
export type { CaseStatusPanelProps } from './CaseStatusPanel';
