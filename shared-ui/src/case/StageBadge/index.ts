export { StageBadge } from './StageBadge';
export type { StageBadgeProps } from './StageBadge';
export { STAGE_COLORS, ALL_STAGES, stageColor } from './stage-colors';
