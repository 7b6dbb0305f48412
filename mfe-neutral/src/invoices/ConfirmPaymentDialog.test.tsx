import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, FrappeError, todayInIndia } from 'shared-api';
import { renderWithProviders, screen, within } from 'shared-ui/test-utils';
import type { FilingFeeRecord } from '../api/invoices';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';

const FEE: FilingFeeRecord = {
  name: 'INV-00003',
  claim: 'ARB-00012',
  dispute: null,
  amount: 1000,
  invoice_status: 'Pending',
  mode_of_payment: 'Bank Transfer',
  payment_reference: 'ARB-00012-FEE-7K3Q',
  transfer_reference: null,
  transfer_date: null,
  confirmed_by: null,
  confirmed_on: null,
  user_email_id: 'claimant@demo.in',
  creation: '2026-01-05 10:00:00.000000',
};

function renderDialog(fee: FilingFeeRecord | null = FEE) {
  const onClose = jest.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <ConfirmPaymentDialog fee={fee} onClose={onClose} />
    </QueryClientProvider>,
    { userEventOptions: { delay: null } },
  );
  return { ...view, onClose, invalidate };
}

const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');

// Typing into Mantine fields is slow on a shared CI machine.
jest.setTimeout(20_000);

describe('ConfirmPaymentDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is a labelled dialog showing the fee, its amount in rupees and the reference the payer quoted', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Confirm payment received: INV-00003' });
    const summary = within(dialog).getByRole('table', { name: 'Filing fee' });
    expect(summary).toHaveTextContent('ARB-00012');
    expect(summary).toHaveTextContent('₹1,000');
    expect(summary).toHaveTextContent('ARB-00012-FEE-7K3Q');
    expect(summary).toHaveTextContent('05-01-2026');
  });

  it('asks for the UTR and the date, checked as the server checks them, before anything is sent', async () => {
    const call = jest.spyOn(api, 'call');
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Transfer reference (UTR) is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Transfer reference \(UTR\)/), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Transfer reference (UTR) must be 12 to 22 letters or digits, as the bank statement shows it')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Transfer reference \(UTR\)/));
    await user.type(screen.getByLabelText(/Transfer reference \(UTR\)/), 'sbin 1181 2345 6789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Date of transfer is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Date of transfer/), '2026-01-04');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Date of transfer cannot be before the invoice was raised')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows what will be recorded, then confirms it, says so and refreshes the lists', async () => {
    const today = todayInIndia();
    const call = jest.spyOn(api, 'call').mockResolvedValue({ name: 'INV-00003', case: 'ARB-00012', amount: 1000, status: 'Paid', reference: 'ARB-00012-FEE-7K3Q', transfer_reference: 'SBIN118123456789', transfer_date: today, confirmed_by: 'admin@demo.in', confirmed_on: `${today} 10:00:00` });
    const { user, onClose, invalidate } = renderDialog();
    await user.type(screen.getByLabelText(/Transfer reference \(UTR\)/), 'sbin 1181 2345 6789');
    await user.type(screen.getByLabelText(/Date of transfer/), today);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(`INV-00003 of ARB-00012 will be marked Paid: ₹1,000 received by bank transfer with UTR SBIN118123456789 on ${dayMonthYear(today)}. Confirm only once the money is in the account.`)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Yes, mark as paid' }));
    expect(await screen.findByText('INV-00003 of ARB-00012 marked as paid')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('confirm_filing_fee', { invoice: 'INV-00003', transfer_reference: 'SBIN118123456789', transfer_date: today });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['neutral', 'invoices'] });
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when another case manager confirmed it first, and refreshes the lists', async () => {
    jest.spyOn(api, 'call').mockRejectedValue(
      new FrappeError({ status: 417, excType: 'ValidationError', messages: ['Invoice INV-00003 is already confirmed as paid by second.manager@example.in on 05-01-2026 (UTR SBIN118000000001)'] }),
    );
    const { user, onClose, invalidate } = renderDialog();
    await user.type(screen.getByLabelText(/Transfer reference \(UTR\)/), 'SBIN118123456789');
    await user.type(screen.getByLabelText(/Date of transfer/), todayInIndia());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, mark as paid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice INV-00003 is already confirmed as paid by second.manager@example.in');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['neutral', 'invoices'] });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(/marked as paid$/)).not.toBeInTheDocument();
  });

  it('stays closed without a fee', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
