export { SettlementOffer, SETTLEMENT_OFFER } from './settlement-offer';
export { settlementTermsMethods } from './methods';
