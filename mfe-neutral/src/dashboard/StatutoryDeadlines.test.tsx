import { renderWithProviders, screen, within } from 'shared-ui/test-utils';
import { StatutoryDeadlines } from './StatutoryDeadlines';

const data = {
  today: '2026-01-10',
  until: '2026-02-09',
  counts: { past_due: 1, due_soon: 2, running: 4 },
  deadlines: [
    { name: 'ARB-00002', doctype: 'Claim' as const, title: 'Udaygiri Finance Ltd vs Ravi', next_deadline_on: '2026-01-08', next_deadline_kind: 'Award' as const },
    { name: 'ARB-00005', doctype: 'Claim' as const, title: 'Udaygiri Finance Ltd vs Meena', next_deadline_on: '2026-01-13', next_deadline_kind: 'Pleadings' as const },
    { name: 'MED-00001', doctype: 'Dispute' as const, title: 'Udaygiri Finance Ltd vs Patil Agro', next_deadline_on: '2026-02-01', next_deadline_kind: 'Mediation' as const },
  ],
};

describe('StatutoryDeadlines', () => {
  it('lists the deadlines soonest first with their days left, and the counts of running clocks', () => {
    renderWithProviders(<StatutoryDeadlines data={data} loading={false} />);
    expect(screen.getByRole('heading', { name: 'Statutory deadlines in the next 30 days' })).toBeInTheDocument();
    expect(screen.getByText('Past due: 1')).toBeInTheDocument();
    expect(screen.getByText('Within 30 days: 2')).toBeInTheDocument();
    expect(screen.getByText('Running: 4')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: 'ARB-00002' })).toHaveAttribute('href', expect.stringContaining('ARB-00002'));
    expect(within(rows[0]).getByLabelText(/Award to be made/)).toHaveAttribute('data-tone', 'past');
    expect(within(rows[1]).getByLabelText(/Pleadings to be completed/)).toHaveTextContent('3 days left');
    expect(within(rows[2]).getByLabelText(/Mediation to be completed/)).toHaveAttribute('data-tone', 'near');
  });

  it('says so when nothing is due', () => {
    renderWithProviders(<StatutoryDeadlines data={{ ...data, counts: { past_due: 0, due_soon: 0, running: 3 }, deadlines: [] }} loading={false} />);
    expect(screen.getByText('No statutory deadline in the next 30 days')).toBeInTheDocument();
  });
});
