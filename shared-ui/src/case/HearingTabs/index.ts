export { HearingTabs } from './HearingTabs';
export type { HearingTabsProps } from './HearingTabs';
export type { HearingPanelProps } from './HearingPanel';
