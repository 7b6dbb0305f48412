export { StatutoryDeadline, DEADLINE_TONE_COLORS } from './StatutoryDeadline';
export type { StatutoryDeadlineProps } from './StatutoryDeadline';
