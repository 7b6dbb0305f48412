export { StatutoryDeadline } from './StatutoryDeadline';
export type { StatutoryDeadlineProps } from './StatutoryDeadline';
