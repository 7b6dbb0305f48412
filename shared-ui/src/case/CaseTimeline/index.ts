export { CaseTimeline } from './CaseTimeline';
export type { CaseTimelineProps } from './CaseTimeline';
