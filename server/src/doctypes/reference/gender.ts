import { defineReferenceDoctype } from './define-reference';

export const Gender = defineReferenceDoctype('Gender', 'gender');
