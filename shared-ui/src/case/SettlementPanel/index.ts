export { SettlementPanel, isNonSettlement } from './SettlementPanel';
export type { SettlementPanelProps } from './SettlementPanel';
