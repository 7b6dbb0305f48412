import { defineReferenceDoctype } from './define-reference';

export const Specialization = defineReferenceDoctype('Specialization', 'specialization');
