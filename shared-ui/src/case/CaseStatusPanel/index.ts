export { CaseStatusPanel, firstHearingOf } from './CaseStatusPanel';
export type { CaseStatusPanelProps } from './CaseStatusPanel';
