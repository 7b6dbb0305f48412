import type { ClaimantRow } from 'shared-api';
import { renderWithProviders, screen } from '../../test-utils';
import { CaseHeader } from './CaseHeader';

const claimant: ClaimantRow = { customer_type: 'Enterprise', company_name: 'Udaygiri Finance Ltd', name1: 'Asha' };

describe('CaseHeader', () => {
  it('shows the number, the stage and the title with the borrower first and & Anr. for two respondents', () => {
    renderWithProviders(
      <CaseHeader
        caseDoc={{
          name: 'ARB-00003',
          stage: 'Awaiting Reply',
          vc_link: 'https://meet.example/x',
          claimant_table: [claimant],
          respondent_table: [
            { name1: 'Sunita', contact_type: 'Guarantor' },
            { name1: 'Ravi', contact_type: 'Borrower' },
          ],
        }}
      />,
    );
    expect(screen.getByText('ARB-00003')).toBeInTheDocument();
    expect(screen.getByText('Awaiting Reply')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Udaygiri Finance Ltd vs Ravi & Anr.');
    expect(screen.getByRole('link', { name: /join video conference/i })).toHaveAttribute('target', '_blank');
  });

  it('uses & Ors. for three or more respondents and Nil without a link', () => {
    renderWithProviders(
      <CaseHeader
        caseDoc={{
          name: 'MED-00002',
          stage: 'Hearing',
          claimant_table: [{ name1: 'Asha' }],
          respondent_table: [{ company_name: 'Patil Agro' }, { name1: 'B' }, { name1: 'C' }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Asha vs Patil Agro & Ors.');
    expect(screen.getByText('Nil')).toBeInTheDocument();
  });

  it('offers a back arrow and the screen actions when asked', async () => {
    const { user, location } = renderWithProviders(
      <CaseHeader caseDoc={{ name: 'ARB-1', stage: 'Draft' }} backTo="/arbitration" actions={<button type="button">Add Document</button>} />,
      { route: '/arbitrationview/ARB-1', routes: [{ path: '/arbitration', element: <p>list</p> }] },
    );
    expect(screen.getByRole('button', { name: 'Add Document' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(location().pathname).toBe('/arbitration');
  });

  it('shows the next statutory deadline when the case has one', () => {
    renderWithProviders(
      <CaseHeader caseDoc={{ name: 'ARB-00004', stage: 'First Hearing', next_deadline_on: '2000-01-31', next_deadline_kind: 'Award', claimant_table: [], respondent_table: [] }} />,
    );
    expect(screen.getByLabelText(/Award to be made/)).toHaveTextContent('Award due 31-01-2000 · Past due');
  });
  it("shows the first hearing's video-conference link, as the Case Status panel does, instead of Nil", () => {
    renderWithProviders(
      <CaseHeader
        caseDoc={{ name: 'MED-00004', stage: 'Hearing', claimant_table: [{ name1: 'Asha' }], respondent_table: [{ name1: 'Ravi' }] }}
        hearings={[{ name: 'HRG-00001', dispute: 'MED-00004', hearing_type: 'First Hearing', hearing_date: '2026-12-01', vc_link: 'https://meet.example/med-4' }]}
      />,
    );
    expect(screen.queryByText('Nil')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /join video conference/i })).toHaveAttribute('href', 'https://meet.example/med-4');
  });
});
