import { defineReferenceDoctype } from './define-reference';

export const DocumentType = defineReferenceDoctype('Document Type', 'document_type');
