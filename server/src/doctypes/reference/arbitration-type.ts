import { defineReferenceDoctype } from './define-reference';

export const ArbitrationType = defineReferenceDoctype('Arbitration Type', 'arbitration_type');
