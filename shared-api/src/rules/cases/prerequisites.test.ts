import { deliveriesReaching, deliveryGoneOut, partiesNotReached, type DispatchParty } from './prerequisites';

const borrower: DispatchParty = { name: 'row-1', name1: 'Imran', last_name: 'Qureshi', email: 'imran@example.in', mobile: '9000020111' };
const lender: DispatchParty = { name: 'row-0', company_name: 'Udaygiri Finance Ltd', customer_type: 'Enterprise', name1: 'Ravi' };

describe('whether the award has reached each party (one rule for the prerequisite and the automatic move)', () => {
  it('a delivery reaches a party by its row, e-mail, mobile or name', () => {
    expect(partiesNotReached([borrower, lender], [{ party_row: 'row-1', channel: 'Speed Post', status: 'Dispatched' }])).toEqual(['Udaygiri Finance Ltd']);
    expect(partiesNotReached([borrower], [{ email: 'IMRAN@example.in ' }])).toEqual([]);
    expect(partiesNotReached([borrower], [{ mobile: '+91 90000 20111' }])).toEqual([]);
    expect(partiesNotReached([lender], [{ dispatched_to: 'udaygiri finance ltd' }])).toEqual([]);
    expect(partiesNotReached([borrower], [{ dispatched_to: 'Someone else', party_row: 'row-9' }])).toEqual(['Imran Qureshi']);
  });

  it('a failed or cancelled delivery, or one with a channel still pending, has not gone out', () => {
    expect(deliveryGoneOut({ channel: 'Email', status: 'Failed' })).toBe(false);
    expect(deliveryGoneOut({ status: 'Cancelled' })).toBe(false);
    // An e-mail not sent yet; a post without its dispatch date.
    expect(deliveryGoneOut({ channel: 'Email', status: 'Pending' })).toBe(false);
    expect(deliveryGoneOut({ channel: 'Speed Post', status: 'Pending' })).toBe(false);
    for (const status of ['Queued', 'Sent', 'Dispatched', 'Delivered']) expect(deliveryGoneOut({ channel: 'Email', status })).toBe(true);
    // Recorded without a channel: a dispatch made outside the portal.
    expect(deliveryGoneOut({ status: 'Pending' })).toBe(true);
    expect(partiesNotReached([borrower], [{ party_row: 'row-1', channel: 'Email', status: 'Failed' }])).toEqual(['Imran Qureshi']);
  });

  it('lists the deliveries that reach a party, in order', () => {
    const deliveries = [
      { party_row: 'row-1', channel: 'Email', status: 'Failed' },
      { party_row: 'row-1', channel: 'Speed Post', status: 'Dispatched' },
      { party_row: 'row-0', channel: 'Courier', status: 'Delivered' },
    ];
    expect(deliveriesReaching(borrower, deliveries)).toEqual([deliveries[1]]);
    expect(partiesNotReached([], deliveries)).toEqual([]);
  });
});
