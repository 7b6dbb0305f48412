export { StageBadge } from './StageBadge';
export type { StageBadgeProps } from './StageBadge';
