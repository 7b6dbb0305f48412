export { AwardPanel } from './AwardPanel';
export type { AwardPanelProps } from './AwardPanel';
