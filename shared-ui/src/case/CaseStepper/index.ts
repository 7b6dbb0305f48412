export { CaseStepList, caseStepName } from './CaseStepList';
export type { CaseStepListProps } from './CaseStepList';
export { CaseStepArrows } from './CaseStepArrows';
export type { CaseStepArrowsProps } from './CaseStepArrows';
