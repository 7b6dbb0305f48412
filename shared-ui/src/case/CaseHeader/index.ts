export { CaseHeader } from './CaseHeader';
export type { CaseHeaderProps } from './CaseHeader';
