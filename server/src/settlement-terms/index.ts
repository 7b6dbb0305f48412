export { settlementTermsMethods } from './methods';
