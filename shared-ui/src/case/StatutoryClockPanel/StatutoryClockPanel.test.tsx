import { renderWithProviders, screen } from '../../test-utils';
import { StatutoryClockPanel } from './StatutoryClockPanel';

describe('StatutoryClockPanel', () => {
  it('shows an arbitration’s dates, its mandate and the next deadline', () => {
    renderWithProviders(
      <StatutoryClockPanel
        today="2026-01-10"
        caseDoc={{
          name: 'ARB-00007',
          appointment_notified_on: '2025-01-31',
          pleadings_due_on: '2025-07-31',
          pleadings_completed_on: '2025-03-15',
          pleadings_completion_reason: 'Defence filed',
          award_due_on: '2026-06-15',
          award_extension_months: 3,
          mandate_status: 'Extended by consent',
          next_deadline_on: '2026-06-15',
          next_deadline_kind: 'Award',
        }}
      />,
    );
    expect(screen.getByText('Mandate: Extended by consent')).toBeInTheDocument();
    expect(screen.getByText('31-07-2025')).toBeInTheDocument();
    expect(screen.getByText('Defence filed')).toBeInTheDocument();
    expect(screen.getByText('3 months')).toBeInTheDocument();
    expect(screen.getByLabelText(/Award to be made/)).toHaveTextContent('Award due 15-06-2026 · 156 days left');
  });

  it('explains a mediation whose clock has not started', () => {
    renderWithProviders(<StatutoryClockPanel today="2026-01-10" caseDoc={{ name: 'MED-00002' }} />);
    expect(screen.getByText('First appearance')).toBeInTheDocument();
    expect(screen.getByText(/starts on the date fixed for the first appearance/)).toBeInTheDocument();
  });
  it("names the mediation's statutory limit apart from the extension's Due Date", () => {
    renderWithProviders(
      <StatutoryClockPanel today="2026-12-01" caseDoc={{ name: 'MED-00004', first_appearance_on: '2026-11-18', mediation_due_on: '2027-03-18', next_deadline_on: '2027-03-18', next_deadline_kind: 'Mediation' }} />,
    );
    expect(screen.getByText(/Mediation due \(s\.18\) is the limit of the Mediation Act 2023: 120 days from the first appearance/)).toBeInTheDocument();
    expect(screen.getByText(/It is not the Due Date under Extension of Time/)).toBeInTheDocument();
  });
});
