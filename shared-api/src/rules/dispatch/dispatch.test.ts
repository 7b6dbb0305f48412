import { deliveryStatus, hasProof, receiptDate } from './dispatch';

describe('deliveryStatus', () => {
  it('keeps a failed send failed until receipt is acknowledged', () => {
    expect(deliveryStatus({ channel: 'Email', status: 'Failed' })).toBe('Failed');
    expect(deliveryStatus({ channel: 'Email', status: 'Failed', dispatch_date: '2025-01-01' })).toBe('Failed');
  });

  it('calls an e-mail Sent only when the server said so, never from a date alone', () => {
    expect(deliveryStatus({ channel: 'Email', dispatch_date: '2025-01-01' })).toBe('Pending');
    expect(deliveryStatus({ channel: 'Email', status: 'Sent' })).toBe('Sent');
    expect(deliveryStatus({ channel: 'SMS', status: 'Queued' })).toBe('Queued');
  });

  it('calls a posted row Dispatched once it has a dispatch date, Delivered once acknowledged', () => {
    expect(deliveryStatus({ channel: 'Speed Post' })).toBe('Pending');
    expect(deliveryStatus({ channel: 'Speed Post', dispatch_date: '2025-01-01' })).toBe('Dispatched');
    expect(deliveryStatus({ channel: 'Speed Post', dispatch_date: '2025-01-01', acknowledged: 1 })).toBe('Delivered');
  });

  it('ignores a status the client made up', () => {
    expect(deliveryStatus({ channel: 'Courier', status: 'Teleported' })).toBe('Pending');
  });
});

describe('proof and receipt', () => {
  it('takes the received date, else the acknowledgement date, only when acknowledged', () => {
    expect(receiptDate({ acknowledged: 1, received_date: '2025-01-03', acknowledgement_date: '2025-01-05' })).toBe('2025-01-03');
    expect(receiptDate({ acknowledged: 1, acknowledgement_date: '2025-01-05' })).toBe('2025-01-05');
    expect(receiptDate({ acknowledged: 0, received_date: '2025-01-03' })).toBeNull();
  });

  it('counts a proof document or a dated acknowledgement as proof', () => {
    expect(hasProof({ proof: '/files/pod.pdf' })).toBe(true);
    expect(hasProof({ acknowledged: 1, acknowledgement_date: '2025-01-05' })).toBe(true);
    expect(hasProof({ acknowledged: 1 })).toBe(false);
    expect(hasProof({ status: 'Sent', message_id: '<x@y>' })).toBe(false);
  });
});
