import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { DueCases } from './DueCases';

const due = (i: number) => ({ name: `ARB-0000${i}`, doctype: 'Claim' as const, stage: 'Hearing', title: `Case ${i}`, due_date: '2026-12-01', effective_due_date: '2026-12-01' });

describe('DueCases', () => {
  it('says how many are due in all when the list holds only the soonest', () => {
    renderWithProviders(<DueCases rows={[due(1), due(2)]} total={123456} loading={false} />);
    expect(screen.getByText('Showing 1–2 of 1,23,456')).toBeInTheDocument();
  });

  it('adds nothing when the list is whole', () => {
    renderWithProviders(<DueCases rows={[due(1), due(2)]} total={2} loading={false} />);
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });
});
