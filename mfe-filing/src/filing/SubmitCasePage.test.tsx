import { screen, waitFor, within } from '@testing-library/react';
import { api, FrappeError, useSessionStore } from 'shared-api';
import { logInAs, mockReferenceLists, renderWithQuery } from '../common/test-support';
import { draftKey, EMPTY_DRAFT, useDraftStore } from './draft-store';
import { SubmitCasePage } from './SubmitCasePage';
import type { FilingDraft } from './types';

jest.setTimeout(30_000);

const claimant = { customer_type: 'Individual', name1: 'Asha', email: 'asha@lender.in', mobile: '9876543210', state: 'Maharashtra', district: 'Pune', taluk: 'Haveli', pin_code: '411001' };
const respondent = { respondent_type: 'Individual', contact_type: 'Borrower', name1: 'Ravi', fathers_name: 'Mohan', mobile: '9000000001', state: 'Maharashtra', district: 'Pune', taluk: 'Haveli', pin_code: '411001' };

function withDraft(draft: Partial<FilingDraft>, caseType: 'Arbitration' | 'Mediation' = 'Arbitration') {
  useDraftStore.setState({ drafts: { [draftKey('lawyer@demo.in', caseType)]: { ...EMPTY_DRAFT, ...draft } } });
}

function renderPage(state?: { caseType: string }) {
  mockReferenceLists();
  return renderWithQuery(<SubmitCasePage />, {
    route: '/claimantsubmitcase',
    path: '/claimantsubmitcase',
    routes: [
      { path: '/arbitration', element: <p>Arbitration list</p> },
      { path: '/mediations', element: <p>Mediation list</p> },
      { path: '/invoice', element: <p>Invoice list</p> },
    ],
    ...(state ? { route: { pathname: '/claimantsubmitcase', state } as never } : {}),
  });
}

beforeEach(() => {
  localStorage.clear();
  useDraftStore.setState({ drafts: {} });
  logInAs('Lawyer');
});
afterEach(() => jest.restoreAllMocks());

const tab = (label: string) => screen.getByRole('tab', { name: new RegExp(`^\\d\\. ${label}$`) });

describe('SubmitCasePage', () => {
  it('is titled by the case type from the navigation state, else the stored one', () => {
    useSessionStore.getState().setCaseType('Mediation');
    const { unmount } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Register a Dispute' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to dashboard/ })).toHaveAttribute('href', '/dashboard');
    unmount();
    renderPage({ caseType: 'Arbitration' });
    expect(screen.getByRole('heading', { level: 1, name: 'Register a Case for Arbitration' })).toBeInTheDocument();
  });

  it('locks the steps until their data exists (SPEC unlock rules)', () => {
    const { unmount } = renderPage({ caseType: 'Arbitration' });
    expect(tab('Claimant Details')).toBeEnabled();
    expect(tab('Respondents Details')).toBeDisabled();
    expect(tab('Case Details')).toBeDisabled();
    expect(tab('Additional Details')).toBeEnabled();
    expect(tab('Case Summary')).toBeDisabled();
    unmount();

    withDraft({ claimants: [claimant], respondents: [respondent], step: 'respondents' });
    renderPage({ caseType: 'Arbitration' });
    expect(tab('Respondents Details')).toBeEnabled();
    expect(tab('Case Details')).toBeEnabled();
    expect(tab('Case Summary')).toBeEnabled();
  });

  it('closes Case Summary from Additional Details, which reaches it with Save & Continue', async () => {
    withDraft({ claimants: [claimant], respondents: [respondent], step: 'additional' });
    const { user } = renderPage({ caseType: 'Arbitration' });
    expect(tab('Case Summary')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Case Summary' })).toBeInTheDocument();
  });

  it('shows the overlay, registers the claim after 1.2 s and lists it among the drafts', async () => {
    withDraft({ claimants: [claimant], respondents: [respondent], step: 'summary' });
    const createDoc = jest.spyOn(api, 'createDoc').mockResolvedValue({ name: 'ARB-00042' });
    const { user, location } = renderPage({ caseType: 'Arbitration' });
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(createDoc).not.toHaveBeenCalled();
    await waitFor(() => expect(createDoc).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1150);
    expect(createDoc).toHaveBeenCalledWith('Claim', expect.objectContaining({ claim_type: 'Single', respondent_table: [expect.objectContaining({ name1: 'Ravi' })] }));
    expect(await screen.findByText('Claim added successfully')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/arbitration'));
    expect(location().search).toBe('?tab=draft');
    expect(useDraftStore.getState().drafts[draftKey('lawyer@demo.in', 'Arbitration')]).toBeUndefined();
  });

  it('keeps the draft and says why when the server refuses the case', async () => {
    withDraft({ claimants: [claimant], respondents: [respondent], step: 'summary' }, 'Mediation');
    jest.spyOn(api, 'createDoc').mockRejectedValue(new Error('boom'));
    const { user } = renderPage({ caseType: 'Mediation' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The dispute could not be registered. Please try again.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(useDraftStore.getState().drafts[draftKey('lawyer@demo.in', 'Mediation')]?.claimants).toHaveLength(1);
  });

  it('PAY NOW registers the case as Submit does, then records the fee with the method only and shows the reference', async () => {
    withDraft({ claimants: [claimant], respondents: [respondent], step: 'summary' });
    const createDoc = jest.spyOn(api, 'createDoc').mockResolvedValue({ name: 'ARB-00042' });
    const fee = {
      name: 'INV-00007',
      case: 'ARB-00042',
      amount: 1000,
      status: 'Pending',
      method: 'Credit Card',
      reference: 'ARB-00042-FEE-7K3Q',
      instructions: 'Online card payment is not available, so nothing was charged. Pay ₹1,000 by bank transfer to Udaygiri Arbitration Centre, A/c 1234567890, IFSC SBIN0001234, State Bank of India and quote the reference ARB-00042-FEE-7K3Q.',
      bank_account: { account_name: 'Udaygiri Arbitration Centre', account_number: '1234567890', ifsc: 'SBIN0001234', bank: 'State Bank of India', branch: 'Fort, Mumbai', demo: false },
    };
    const call = jest.spyOn(api, 'call').mockResolvedValue(fee as never);
    const { user, location } = renderPage({ caseType: 'Arbitration' });
    await user.click(screen.getByRole('button', { name: 'Pay Filing Fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    await user.click(within(dialog).getByRole('radio', { name: 'Credit Card' }));
    for (const label of ['Name on card', 'Card number', 'Month', 'Year', 'CVV']) expect(within(dialog).getByLabelText(label)).toBeDisabled();
    expect(within(dialog).getByText('Online card payment is not available')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'PAY NOW' }));

    await waitFor(() => expect(call).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const submitted = createDoc.mock.calls[0][1] as Record<string, unknown>;
    expect(createDoc).toHaveBeenCalledWith('Claim', expect.objectContaining({ claim_type: 'Single' }));
    expect(submitted).not.toHaveProperty('payment_type');
    expect(call).toHaveBeenCalledWith('record_filing_fee', { case: 'ARB-00042', payment_method: 'Credit Card' });
    expect(JSON.stringify(call.mock.calls)).not.toMatch(/card_number|cvv/i);

    const result = await screen.findByRole('dialog', { name: 'Fee recorded' });
    expect(within(result).getByTestId('fee-reference')).toHaveTextContent('ARB-00042-FEE-7K3Q');
    expect(within(result).getByText(fee.instructions)).toBeInTheDocument();
    expect(within(result).getByText(/ARB-00042 is registered\. Its fee of ₹1,000 is recorded as invoice INV-00007/)).toBeInTheDocument();
    // The account to transfer to, the amount and the reference to quote.
    expect(within(result).getByText('Transfer ₹1,000 by NEFT, RTGS or IMPS to:')).toBeInTheDocument();
    const account = within(result).getByRole('table', { name: 'Account to pay into' });
    for (const value of ['Udaygiri Arbitration Centre', '1234567890', 'SBIN0001234', 'State Bank of India', 'Fort, Mumbai']) expect(account).toHaveTextContent(value);
    expect(within(result).getByText('Quote the reference ARB-00042-FEE-7K3Q with the transfer.')).toBeInTheDocument();
    expect(within(result).queryByText(/Demo account/)).not.toBeInTheDocument();
    expect(screen.getByText('Claim added successfully')).toBeInTheDocument();
    expect(useDraftStore.getState().drafts[draftKey('lawyer@demo.in', 'Arbitration')]).toBeUndefined();
    await user.click(within(result).getByRole('button', { name: 'View invoices' }));
    await waitFor(() => expect(location().pathname).toBe('/invoice'));
  });

  it('keeps the registered case and offers a retry when the fee cannot be recorded', async () => {
    withDraft({ claimants: [claimant], respondents: [respondent], step: 'summary' }, 'Mediation');
    const createDoc = jest.spyOn(api, 'createDoc').mockResolvedValue({ name: 'MED-00009' });
    const call = jest
      .spyOn(api, 'call')
      .mockRejectedValueOnce(new FrappeError({ status: 503, excType: 'ServiceUnavailable', message: 'Service unavailable' }))
      .mockResolvedValueOnce({ name: 'INV-00008', case: 'MED-00009', amount: 1000, status: 'Pending', method: 'Bank Transfer', reference: 'MED-00009-FEE-ABCD', instructions: null, bank_account: null } as never);
    const { user, location } = renderPage({ caseType: 'Mediation' });
    await user.click(screen.getByRole('button', { name: 'Pay Filing Fee' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Payment' })).getByRole('button', { name: 'PAY NOW' }));

    const failed = await screen.findByRole('dialog', { name: 'Fee not recorded' }, { timeout: 5000 });
    expect(within(failed).getByRole('alert')).toHaveTextContent('MED-00009 is registered, but its fee of ₹1,000 could not be recorded: Service unavailable');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    const recorded = await screen.findByRole('dialog', { name: 'Fee recorded' });
    expect(within(recorded).getByTestId('fee-reference')).toHaveTextContent('MED-00009-FEE-ABCD');
    // No account configured: none is invented; the case manager sends it.
    expect(within(recorded).getByText('The case manager will send you the account details to pay into.')).toBeInTheDocument();
    expect(within(recorded).getByText('Quote the reference MED-00009-FEE-ABCD with the transfer.')).toBeInTheDocument();
    expect(within(recorded).queryByRole('table', { name: 'Account to pay into' })).not.toBeInTheDocument();
    expect(createDoc).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenLastCalledWith('record_filing_fee', { case: 'MED-00009', payment_method: 'Bank Transfer' });
    await user.click(within(recorded).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(location().pathname).toBe('/mediations'));
    expect(location().search).toBe('?tab=draft');
  });

  it('tells other roles that registration is for claimants and lawyers', () => {
    useSessionStore.getState().startSession({ email: 'arbitrator@demo.in', fullName: 'A', roles: ['Arbitrator'] });
    renderPage();
    expect(screen.getByText('Case registration is for claimants and lawyers')).toBeInTheDocument();
  });
});

describe('SubmitCasePage Discard draft', () => {
  const discardButton = () => screen.queryByRole('button', { name: 'Discard draft' });

  it('is offered once a lawyer has typed in the Claimant Details only', async () => {
    const { user } = renderPage({ caseType: 'Arbitration' });
    expect(discardButton()).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Father's Name/ }), 'Mohan');
    expect(await screen.findByRole('button', { name: 'Discard draft' })).toBeInTheDocument();
  });

  it('is not offered for a Claimant’s profile prefill alone, but is once they type', async () => {
    logInAs('Claimant');
    jest.spyOn(api, 'getDoc').mockResolvedValue({
      name: 'UR-00001',
      customer_type: 'Individual',
      first_name: 'Asha',
      email_id: 'claimant@demo.in',
      primary_number: '9800000001',
      state: 'Maharashtra',
    } as never);
    const { user } = renderPage({ caseType: 'Arbitration' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('claimant@demo.in'));
    // The prefill is in the saved draft, yet it is only the profile.
    expect(useDraftStore.getState().drafts[draftKey('claimant@demo.in', 'Arbitration')]?.claimantForm).toMatchObject({ name1: 'Asha' });
    expect(discardButton()).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Father's Name/ }), 'Mohan');
    expect(await screen.findByRole('button', { name: 'Discard draft' })).toBeInTheDocument();
  });
});
