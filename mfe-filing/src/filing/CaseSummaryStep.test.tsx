import { screen, within } from '@testing-library/react';
import { renderWithQuery } from '../common/test-support';
import { CaseSummaryStep } from './CaseSummaryStep';
import { EMPTY_DRAFT } from './draft-store';
import type { FilingDraft } from './types';

const claimant = { customer_type: 'Enterprise', company_name: 'Udaygiri Finance Ltd', name1: 'Rohan', email: 'claimant@demo.in', state: 'Maharashtra', taluk: 'Haveli', pin_code: '411001' };
const guarantor = { respondent_type: 'Individual', contact_type: 'Guarantor', name1: 'Sunil', last_name: 'Patil', mobile: '9000000002', state: 'Maharashtra' };
const borrower = { respondent_type: 'Enterprise', contact_type: 'Borrower', company_name: 'Patil Agro Traders', mobile: '9000000001', email: 'accounts@patil.in' };

function setup(draft: Partial<FilingDraft>, caseType: 'Arbitration' | 'Mediation' = 'Arbitration') {
  const onSubmit = jest.fn();
  const onPay = jest.fn();
  const view = renderWithQuery(
    <CaseSummaryStep caseType={caseType} draft={{ ...EMPTY_DRAFT, ...draft }} files={[]} busy={false} onSubmit={onSubmit} onPay={onPay} />,
  );
  return { ...view, onSubmit, onPay };
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('CaseSummaryStep', () => {
  it('lists the case details with Nil for what is missing and dates day-month-year', () => {
    setup({
      claimants: [claimant],
      respondents: [borrower],
      caseDetails: { arbitration_agreement_number: 'UFL/1', date_of_agreement: '2023-01-30', interim_measures: '1', mediation_agreement_number: 'not this one' },
    });
    const details = screen.getByRole('region', { name: 'Case Details' });
    expect(within(details).getByText('UFL/1')).toBeInTheDocument();
    expect(within(details).getByText('30-01-2023')).toBeInTheDocument();
    expect(within(details).getByText('Yes')).toBeInTheDocument();
    expect(within(details).getAllByText('Nil').length).toBeGreaterThanOrEqual(5);
  });

  it('reads the mediation agreement number for a dispute', () => {
    setup({ claimants: [claimant], respondents: [borrower], caseDetails: { arbitration_agreement_number: 'ARB/1', mediation_agreement_number: 'MED/1' } }, 'Mediation');
    expect(screen.getByText('MED/1')).toBeInTheDocument();
    expect(screen.queryByText('ARB/1')).not.toBeInTheDocument();
  });

  it('shows the claimant table with the company name and a dash for missing values', () => {
    setup({ claimants: [claimant], respondents: [borrower] });
    const table = screen.getByRole('table', { name: 'Claimants' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Sl No',
      'Name',
      'Email',
      'Street/Village',
      'Taluk',
      'State',
      'City',
      'Pincode',
    ]);
    expect(cells(within(table).getAllByRole('row')[1])).toEqual(['1', 'Udaygiri Finance Ltd', 'claimant@demo.in', '-', 'Haveli', 'Maharashtra', '-', '411001']);
  });

  it('puts the Borrower first and heads the name column Name unless every respondent is an Enterprise', () => {
    const { unmount } = setup({ claimants: [claimant], respondents: [guarantor, borrower] });
    let table = screen.getByRole('table', { name: 'Respondents' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Sl No',
      'Name',
      'Email',
      'Respondent Type',
      'Street/Village',
      'Taluk',
      'State',
      'City',
      'Pincode',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[1]).slice(0, 4)).toEqual(['1', 'Patil Agro Traders', 'accounts@patil.in', 'Borrower']);
    expect(cells(rows[2]).slice(0, 4)).toEqual(['2', 'Sunil Patil', '-', 'Guarantor']);
    unmount();

    setup({ claimants: [claimant], respondents: [borrower] });
    table = screen.getByRole('table', { name: 'Respondents' });
    expect(within(table).getByRole('columnheader', { name: 'Company Name' })).toBeInTheDocument();
  });

  it('offers Submit and the fee payment once there is a claimant and a respondent', async () => {
    const { user, onSubmit, onPay } = setup({ claimants: [claimant], respondents: [borrower] });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Pay Filing Fee' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  it('does not submit without a respondent', () => {
    setup({ claimants: [claimant] });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one claimant and one respondent before submitting.');
  });
});
