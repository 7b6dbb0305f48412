import { defineReferenceDoctype } from './define-reference';

export const InvoiceStatus = defineReferenceDoctype('Invoice Status', 'invoice_status');
