export { StatutoryClockPanel } from './StatutoryClockPanel';
export type { StatutoryClockPanelProps, StatutoryClockCase } from './StatutoryClockPanel';
