import { defineReferenceDoctype } from './define-reference';

export const Salutation = defineReferenceDoctype('Salutation', 'salutation');
