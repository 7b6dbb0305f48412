import { renderWithProviders, screen, within } from '../../test-utils';
import { CaseDetailsPanel } from './CaseDetailsPanel';

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('CaseDetailsPanel', () => {
  it('shows the case view fields with dates day-month-year, amounts in rupees and Nil for what is missing', () => {
    renderWithProviders(
      <CaseDetailsPanel
        caseDoc={{
          name: 'ARB-00003',
          arbitration_agreement_number: 'LN-2024-0042',
          date_of_agreement: '2024-03-15',
          loan_amount: 450000,
          no_of_instalments: 36,
          lrninvoking_date: '2026-10-01',
          statement_of_claim_date: '2026-10-20',
          venue: 'Pune',
        }}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Case Details' });
    expect(within(panel).getByRole('heading', { name: 'Case Details' })).toBeInTheDocument();
    expect(valueOf('Agreement Number')).toBe('LN-2024-0042');
    expect(valueOf('Date of Agreement')).toBe('15-03-2024');
    expect(valueOf('Loan Amount')).toBe('₹4,50,000');
    expect(valueOf('Number of Instalments')).toBe('36');
    expect(valueOf('LRN Date')).toBe('01-10-2026');
    expect(valueOf('SOC Date')).toBe('20-10-2026');
    expect(valueOf('Make Model')).toBe('Nil');
    expect(valueOf('Acceptance Date')).toBe('Nil');
  });

  it('notes Ex-parte when the case has no case type', () => {
    renderWithProviders(<CaseDetailsPanel caseDoc={{ name: 'MED-1' }} />);
    expect(valueOf('Case Type')).toBe('Ex-parte');
  });

  it('keeps a recorded case type', () => {
    renderWithProviders(<CaseDetailsPanel caseDoc={{ name: 'MED-1', case_type: 'Contested' }} />);
    expect(valueOf('Case Type')).toBe('Contested');
  });

  it('reads the mediation agreement number of a dispute', () => {
    renderWithProviders(
      <CaseDetailsPanel caseDoc={{ name: 'MED-1', arbitration_agreement_number: 'wrong', mediation_agreement_number: 'MA-9' }} />,
    );
    expect(valueOf('Agreement Number')).toBe('MA-9');
  });

  it('shows the filing summary fields with Yes/No interim measures, before the case has a number', () => {
    renderWithProviders(
      <CaseDetailsPanel
        kind="dispute"
        variant="summary"
        title="Case Summary"
        caseDoc={{ mediation_agreement_number: 'MA-1', composition_of_tribunal: 'Sole', interim_measures: 1, disputed_value: 125000.5 }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Case Summary' })).toBeInTheDocument();
    expect(valueOf('Agreement Number')).toBe('MA-1');
    expect(valueOf('Interim Measures')).toBe('Yes');
    expect(valueOf('Disputed Value')).toBe('₹1,25,000.50');
    expect(valueOf('Clause Number')).toBe('Nil');
    expect(screen.queryByText('Case Type')).not.toBeInTheDocument();
  });
});
