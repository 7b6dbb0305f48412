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

  it('shows per respondent the clocks that run from proven service, never from sending', () => {
    const limitation = { received_on: '2026-11-20', correction_by: '2026-12-20', set_aside_by: '2027-02-20' };
    renderWithProviders(
      <StatutoryClockPanel
        today="2026-11-27"
        caseDoc={{ name: 'ARB-00007' }}
        service={[
          { party_row: 'r1', party_name: 'Meenakshi Sundaram', notice_state: 'In Progress', notice_served_on: null, notice_served_by: null, commenced_on: null, award_state: 'Served', award_served_on: '2026-11-20', award_served_by: 'Post', limitation },
          { party_row: 'r2', party_name: 'Karthik Sundaram', notice_state: 'Served', notice_served_on: '2026-11-18', notice_served_by: 'SMS', commenced_on: '2026-11-18', award_state: null, award_served_on: null, award_served_by: null, limitation: null },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'From proven service' });
    expect(table).toHaveTextContent('20-11-2026 by Post');
    expect(table).toHaveTextContent('18-11-2026 by SMS');
    expect(table).toHaveTextContent('Sent, receipt not proven yet');
    expect(table).toHaveTextContent('20-02-2027');
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
