import { settlementToast } from './SettlementForm';

describe('settlementToast', () => {
  it('uses the spec’s words, spelling included', () => {
    expect(settlementToast('Settlement', false)).toBe('Settlement added successfully');
    expect(settlementToast('Settlement', true)).toBe('Settlemnt updated successfully');
    expect(settlementToast('Non Settlement', false)).toBe('Non Settlement added successfully');
    expect(settlementToast('Non Settlement', true)).toBe('Non Settlemnt updated successfully');
  });
});
