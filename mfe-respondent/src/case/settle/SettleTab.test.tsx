import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { api, FrappeError, type CaseDoc } from 'shared-api';
import { addCalendarDays, todayInIndia } from 'shared-api/rules';
import { setLanguage } from 'shared-ui';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { SettleTab } from './SettleTab';

const caseDoc = { name: 'ARB-00003', stage: 'Awaiting Reply', disputed_value: 100000 } as CaseDoc;
const until = addCalendarDays(todayInIndia(), 20);
const [y, m, d] = until.split('-');
const oneTime = {
  name: 'ab12cd34ef',
  claim: 'ARB-00003',
  offer_type: 'One-time',
  amount: 75000,
  total_amount: 75000,
  claimed_amount: 100000,
  discount_percent: 25,
  valid_until: until,
  status: 'Open',
  payee_name: 'Udaygiri Finance Ltd',
  collection_vpa: 'collect@hdfcbank',
  bank_account_number: '50100012345678',
  bank_ifsc: 'HDFC0001234',
};
const plan = { ...oneTime, name: 'pl4n000001', offer_type: 'Instalments', amount: null, instalment_count: 4, instalment_amount: 22500, total_amount: 90000, discount_percent: 10, first_due_date: until, grace_days: 5, collection_vpa: null, bank_account_number: null, bank_ifsc: null };

function renderTab(offers: unknown[]) {
  jest.spyOn(api, 'getList').mockResolvedValue(offers as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <SettleTab caseDoc={caseDoc} />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => setLanguage('en'));
});

describe('SettleTab', () => {
  it('says in plain words what each offer means, with amounts in ₹ Indian format and dates as DD-MM-YYYY', async () => {
    renderTab([oneTime, plan]);
    expect(await screen.findByText(`Pay ₹75,000 once, by ${d}-${m}-${y}. The lender accepts this instead of the ₹1,00,000 claimed.`)).toBeInTheDocument();
    expect(screen.getByText('That is 25% less than the amount claimed.')).toBeInTheDocument();
    expect(screen.getByText(/Pay 4 instalments of ₹22,500 \(₹90,000 in all\)\. The first is due on/)).toBeInTheDocument();
    expect(screen.getByText('Amount claimed: ₹1,00,000')).toBeInTheDocument();
  });

  it('gives a UPI payment request for the offer, with its own reference, and the bank details; nothing says paid', async () => {
    renderTab([oneTime]);
    const link = await screen.findByRole('link', { name: 'Pay ₹75,000 with a UPI app' });
    const href = link.getAttribute('href')!;
    const params = new URLSearchParams(href.slice('upi://pay?'.length));
    expect(href.startsWith('upi://pay?')).toBe(true);
    expect(Object.fromEntries(params)).toEqual({ pa: 'collect@hdfcbank', pn: 'Udaygiri Finance Ltd', am: '75000.00', cu: 'INR', tn: 'Settlement ARB-00003', tr: 'STL-ab12cd34ef' });
    expect(screen.getByText('Quote the reference STL-ab12cd34ef.')).toBeInTheDocument();
    expect(screen.getByText(/account 50100012345678, IFSC HDFC0001234/)).toBeInTheDocument();
    expect(screen.queryByText(/^paid$|payment received|received in full/i)).toBeNull();
  });

  it('says when the lender gave no payment details, and shows a withdrawn offer without a way to pay', async () => {
    renderTab([plan, { ...oneTime, name: 'w1', status: 'Withdrawn' }]);
    expect(await screen.findByText('The lender has not given payment details for this offer yet.')).toBeInTheDocument();
    expect(screen.getByText('Withdrawn by the lender')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('draws the QR code of the same link only when asked', async () => {
    const { user } = renderTab([oneTime]);
    const link = await screen.findByRole('link', { name: 'Pay ₹75,000 with a UPI app' });
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the UPI QR code' }));
    const qr = await screen.findByRole('img', { name: 'UPI QR code to pay ₹75,000 to Udaygiri Finance Ltd' });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
    expect(qr).toHaveAttribute('data-upi-link', link.getAttribute('href'));
  });

  it('speaks Hindi to a respondent who chose it', async () => {
    await act(() => setLanguage('hi'));
    renderTab([oneTime]);
    expect(await screen.findByText(/एक बार में ₹75,000 चुकाएँ/)).toBeInTheDocument();
  });

  it('sends an amount above one UPI payment’s limit to the bank transfer instead', async () => {
    renderTab([{ ...oneTime, amount: 150000, total_amount: 150000 }]);
    expect(await screen.findByText('One UPI payment can be at most ₹1,00,000; pay this amount by bank transfer.')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/account 50100012345678/)).toBeInTheDocument();
  });

  it('accepts an offer with a code sent by SMS, sending exactly the statement shown; a refusal is shown, not a success', async () => {
    const call = jest.spyOn(api, 'call').mockImplementation(async (name: string) => {
      if (name === 'request_settlement_code') return { sent: true, masked_mobile: '******3210', expires_in: 600, resend_after: 60 } as never;
      throw new FrappeError({ status: 417, excType: 'ValidationError', message: 'That code is not right. Check the latest code we sent.' });
    });
    const { user } = renderTab([oneTime]);
    await user.click(await screen.findByRole('button', { name: 'Accept these terms' }));
    const statement = `I accept the settlement terms ab12cd34ef for case ARB-00003: I will pay ₹75,000 once, by ${d}-${m}-${y}. A payment counts when the lender records that it has arrived.`;
    expect(screen.getByText(statement)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(call).toHaveBeenCalledWith('request_settlement_code', { offer: 'ab12cd34ef', language: 'en' });
    expect(await screen.findByText('A code was sent to ******3210. Type it here.')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm and accept' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getAllByRole('textbox')[0], '123456');
    await user.click(confirm);
    expect(call).toHaveBeenCalledWith('accept_settlement_offer', { offer: 'ab12cd34ef', code: '123456', shown_text: statement, language: 'en' });
    expect(await screen.findByText('That code is not right. Check the latest code we sent.')).toBeInTheDocument();
    expect(screen.queryByText(/You accepted these terms/)).toBeNull();
  });

  it('shows accepted terms with how to pay, and offers no second acceptance on the case', async () => {
    renderTab([{ ...oneTime, status: 'Accepted', accepted_at: '2026-11-28 10:15:00' }, { ...plan, name: 'pl4n000002' }]);
    expect(await screen.findByText('You accepted these terms on 28-11-2026 10:15 AM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay ₹75,000 with a UPI app' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept these terms' })).toBeNull();
  });

  it('proposes other terms with a reason; a plan needs its count, amount and first date as DD-MM-YYYY', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ offer: 'p1', status: 'Proposed' } as never);
    const { user } = renderTab([oneTime]);
    await user.click(await screen.findByRole('button', { name: 'Propose other terms' }));
    await user.click(screen.getByRole('radio', { name: 'In instalments' }));
    await user.click(screen.getByRole('button', { name: 'Send my proposal' }));
    expect(screen.getByText('Enter at least 2 instalments')).toBeInTheDocument();
    expect(screen.getByText('Enter the date as DD-MM-YYYY')).toBeInTheDocument();
    expect(screen.getByText('Say why you propose these terms')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Number of instalments/ }), '6');
    await user.type(screen.getByRole('textbox', { name: /Amount of each instalment/ }), '12,000');
    await user.type(screen.getByRole('textbox', { name: /First instalment on/ }), `${d}-${m}-${y}`);
    await user.type(screen.getByRole('textbox', { name: /Why you propose/ }), 'My salary comes monthly');
    await user.click(screen.getByRole('button', { name: 'Send my proposal' }));
    expect(call).toHaveBeenCalledWith('propose_settlement_terms', {
      offer: 'ab12cd34ef',
      offer_type: 'Instalments',
      instalment_count: 6,
      instalment_amount: 12000,
      first_due_date: until,
      grace_days: 0,
      reason: 'My salary comes monthly',
      language: 'en',
    });
  });

  it('waits for the lender while a proposal is pending', async () => {
    renderTab([oneTime, { ...oneTime, name: 'p1', source: 'Respondent', status: 'Proposed' }]);
    expect(await screen.findByText("Your proposal: waiting for the lender's answer")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Propose other terms' })).toBeNull();
  });

  it('says so when the lender has made no offer', async () => {
    renderTab([]);
    expect(await screen.findByText('The lender has not offered settlement terms on this case yet.')).toBeInTheDocument();
  });
});
