export { HearingTabs, sortHearingsLatestFirst } from './HearingTabs';
export type { HearingTabsProps } from './HearingTabs';
export { HearingPanel } from './HearingPanel';
export type { HearingPanelProps } from './HearingPanel';
