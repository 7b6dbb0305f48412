import { invoiceFilters } from './invoices';

describe('invoiceFilters', () => {
  it("keeps filing fees out of a neutral's lists and the case manager's fee invoices, but in the case manager's payments", () => {
    expect(invoiceFilters('Arbitrator', 'arbitrator@demo.in', true, null)).toEqual([
      ['document_type', '!=', 'Filing Fee'],
      ['arbitrator', '=', 'arbitrator@demo.in'],
      ['invoice_status', 'in', ['Paid', 'Partly Paid']],
    ]);
    expect(invoiceFilters('System Manager', 'admin@demo.in', false, null)).toEqual([['document_type', '!=', 'Filing Fee']]);
    expect(invoiceFilters('System Manager', 'admin@demo.in', true, null)).toEqual([['invoice_status', 'in', ['Paid', 'Partly Paid']]]);
  });
});
