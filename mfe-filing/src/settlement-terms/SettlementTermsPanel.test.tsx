import { screen, waitFor, within } from '@testing-library/react';
import { api, FrappeError, type CaseDoc } from 'shared-api';
import { addCalendarDays, todayInIndia } from 'shared-api/rules';
import { logInAs, renderWithQuery } from '../common/test-support';
import { SettlementTermsPanel } from './SettlementTermsPanel';

const caseDoc = { name: 'ARB-00003', stage: 'Awaiting Reply', disputed_value: 100000 } as CaseDoc;
const offer = {
  name: 'o1',
  claim: 'ARB-00003',
  offer_type: 'One-time',
  amount: 75000,
  total_amount: 75000,
  discount_percent: 25,
  valid_until: '2030-02-01',
  status: 'Open',
  source: 'Lot',
  lot: 'LOT-00001',
};

beforeEach(() => logInAs('Claimant'));
afterEach(() => jest.restoreAllMocks());

describe('SettlementTermsPanel', () => {
  it('lists the terms with their amount in Indian format, date as DD-MM-YYYY, discount and Lot', async () => {
    jest.spyOn(api, 'getList').mockResolvedValue([offer] as never);
    renderWithQuery(<SettlementTermsPanel caseDoc={caseDoc} />);
    const table = await screen.findByRole('table', { name: 'Settlement terms on this case' });
    expect(table).toHaveTextContent('₹75,000 once, valid until 01-02-2030');
    expect(table).toHaveTextContent('25% less than the claim');
    expect(table).toHaveTextContent('Set for Lot LOT-00001');
    expect(screen.getByText('Amount claimed: ₹1,00,000')).toBeInTheDocument();
  });

  it('checks the terms before sending: an offer above the claim is refused in the form', async () => {
    jest.spyOn(api, 'getList').mockResolvedValue([] as never);
    const create = jest.spyOn(api, 'createDoc').mockResolvedValue({} as never);
    const { user } = renderWithQuery(<SettlementTermsPanel caseDoc={caseDoc} />);
    expect(await screen.findByText('No settlement terms offered on this case yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Settlement amount/ }), '150000');
    await user.type(screen.getByLabelText(/Valid until/), addCalendarDays(todayInIndia(), 10));
    await user.click(screen.getByRole('button', { name: 'Offer terms' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The offer cannot be more than the amount claimed');
    expect(create).not.toHaveBeenCalled();
  });

  it('sends an instalment plan as the server reads it, and shows the server’s refusal', async () => {
    jest.spyOn(api, 'getList').mockResolvedValue([] as never);
    const create = jest.spyOn(api, 'createDoc').mockRejectedValue(new FrappeError({ status: 417, excType: 'ValidationError', message: 'Settlement Offer cannot be added or changed while the case is in Completed' }));
    const { user } = renderWithQuery(<SettlementTermsPanel caseDoc={caseDoc} />);
    await screen.findByText('No settlement terms offered on this case yet.');
    await user.click(screen.getByText('Instalment plan'));
    await user.type(screen.getByRole('textbox', { name: /Number of instalments/ }), '4');
    await user.type(screen.getByRole('textbox', { name: /Each instalment/ }), '20000');
    const first = addCalendarDays(todayInIndia(), 5);
    const until = addCalendarDays(todayInIndia(), 3);
    await user.type(screen.getByLabelText(/First instalment due/), first);
    await user.type(screen.getByLabelText(/Valid until/), until);
    expect(screen.getByText('20% less than the claim')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Offer terms' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toBe('Settlement Offer');
    expect(create.mock.calls[0][1]).toMatchObject({ claim: 'ARB-00003', offer_type: 'Instalments', instalment_count: 4, instalment_amount: 20000, first_due_date: first, grace_days: 0, valid_until: until, amount: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be added or changed while the case is in Completed');
  });

  it('refuses a malformed UPI ID in the form', async () => {
    jest.spyOn(api, 'getList').mockResolvedValue([] as never);
    const create = jest.spyOn(api, 'createDoc').mockResolvedValue({} as never);
    const { user } = renderWithQuery(<SettlementTermsPanel caseDoc={caseDoc} />);
    await screen.findByText('No settlement terms offered on this case yet.');
    await user.type(screen.getByRole('textbox', { name: /Settlement amount/ }), '50000');
    await user.type(screen.getByLabelText(/Valid until/), addCalendarDays(todayInIndia(), 10));
    await user.type(screen.getByRole('textbox', { name: 'Paid to (name)' }), 'Udaygiri Finance Ltd');
    await user.type(screen.getByRole('textbox', { name: 'Collection UPI ID' }), 'collect.hdfcbank');
    await user.click(screen.getByRole('button', { name: 'Offer terms' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"collect.hdfcbank" is not a UPI ID (name@bank)');
    expect(create).not.toHaveBeenCalled();
  });

  it('withdraws an open offer', async () => {
    jest.spyOn(api, 'getList').mockResolvedValue([{ ...offer, source: 'Case' }] as never);
    const update = jest.spyOn(api, 'updateDoc').mockResolvedValue({ ...offer, status: 'Withdrawn' } as never);
    const { user } = renderWithQuery(<SettlementTermsPanel caseDoc={caseDoc} />);
    const table = await screen.findByRole('table', { name: 'Settlement terms on this case' });
    await user.click(within(table).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('Settlement Offer', 'o1', { status: 'Withdrawn' }));
  });

  it('answers a counter-offer: accepting it makes it the agreed terms; declining needs a reason', async () => {
    const counter = { ...offer, name: 'c1', source: 'Respondent', status: 'Proposed', amount: 60000, total_amount: 60000, proposed_reason: 'I lost my job in March' };
    const accepted = { ...offer, name: 'a1', source: 'Case', status: 'Accepted', accepted_at: '2026-11-28 10:15:00', accepted_text: 'I accept the settlement terms a1' };
    jest.spyOn(api, 'getList').mockResolvedValue([counter, accepted] as never);
    const call = jest.spyOn(api, 'call').mockRejectedValueOnce(new FrappeError({ status: 417, excType: 'ValidationError', message: 'Terms are already agreed on this case' })).mockResolvedValue({ offer: 'c1', status: 'Declined' } as never);
    const { user } = renderWithQuery(<SettlementTermsPanel caseDoc={caseDoc} />);
    const table = await screen.findByRole('table', { name: 'Settlement terms on this case' });
    expect(table).toHaveTextContent("The respondent's reason: I lost my job in March");
    expect(table).toHaveTextContent('Accepted on 28-11-2026 10:15 AM');
    expect(table).toHaveTextContent('The respondent accepted: “I accept the settlement terms a1”');
    // Agreed, proposed and declined terms are not the lender's to withdraw.
    expect(within(table).queryByRole('button', { name: 'Withdraw' })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Accept' }));
    expect(call).toHaveBeenCalledWith('answer_settlement_counter_offer', { offer: 'c1', decision: 'accept' });
    expect(await within(table).findByText('Terms are already agreed on this case')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Decline' }));
    await user.click(within(table).getByRole('button', { name: 'Decline with this reason' }));
    expect(within(table).getByText('Give the reason the respondent will read')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
    await user.type(within(table).getByRole('textbox', { name: /Why you decline/ }), 'Below our lowest settlement');
    await user.click(within(table).getByRole('button', { name: 'Decline with this reason' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith('answer_settlement_counter_offer', { offer: 'c1', decision: 'decline', reason: 'Below our lowest settlement' }));
  });
});
