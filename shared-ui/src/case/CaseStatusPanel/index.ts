export { CaseStatusPanel, firstHearingOf, hearingDetailsOf } from './CaseStatusPanel';
export type { CaseStatusPanelProps } from './CaseStatusPanel';
