import { defineReferenceDoctype } from './define-reference';

export const ArbitratorCategory = defineReferenceDoctype('Arbitrator Category', 'arbitrator_category');
