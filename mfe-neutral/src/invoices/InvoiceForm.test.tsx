import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from 'shared-api';
import { renderWithProviders, screen, waitFor } from 'shared-ui/test-utils';
import type { InvoiceRecord } from '../api/invoices';
import { InvoiceForm } from './InvoiceForm';

jest.setTimeout(30_000);

const OPENED = '2026-11-28 10:00:00.000000';
const INVOICE: InvoiceRecord = {
  name: 'INV-00007',
  claim: 'ARB-00002',
  dispute: null,
  purpose: 'Arbitrator fee',
  amount: 25000,
  invoice_status: 'Unpaid',
  mode_of_payment: null,
  payment_reference: null,
  description: null,
  remarks: null,
  document_type: null,
  arbitrator: 'arbitrator@demo.in',
  mediator_email_id: null,
  creation: '2026-11-20 09:00:00.000000',
  modified: OPENED,
};

function renderForm(invoice: InvoiceRecord | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <InvoiceForm invoice={invoice} opened caseKinds={['Claim']} onClose={jest.fn()} />
    </QueryClientProvider>,
  );
}

describe('InvoiceForm sends back the version it opened (issue Trust §2: no silent overwrite)', () => {
  beforeEach(() =>
    jest.spyOn(api, 'getList').mockImplementation((doctype: string) =>
      Promise.resolve((doctype === 'Invoice Status' ? [{ name: 'Unpaid' }, { name: 'Paid' }] : [{ name: 'ARB-00002' }]) as never),
    ),
  );
  afterEach(() => jest.restoreAllMocks());

  it('an invoice opened for editing is saved with the modified it showed', async () => {
    const updateDoc = jest.spyOn(api, 'updateDoc').mockResolvedValue({ ...INVOICE, modified: '2026-11-28 10:05:00.000000' });
    const { user } = renderForm(INVOICE);
    const purpose = screen.getByRole('textbox', { name: /^Purpose/ });
    await user.clear(purpose);
    await user.type(purpose, 'Second fee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateDoc).toHaveBeenCalledWith('Invoice', 'INV-00007', expect.objectContaining({ purpose: 'Second fee', amount: 25000, modified: OPENED })),
    );
  });
});
