export { CaseHeader, caseTitleOf } from './CaseHeader';
export type { CaseHeaderProps } from './CaseHeader';
