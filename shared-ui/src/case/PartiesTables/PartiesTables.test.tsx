import type { ClaimantRow, RespondentRow } from 'shared-api';
import { renderWithProviders, screen, within } from '../../test-utils';
import { PartiesTables, RespondentsTable } from './PartiesTables';

const claimants: ClaimantRow[] = [
  { name: 'c1', customer_type: 'Enterprise', company_name: 'Udaygiri Finance Ltd', name1: 'Asha', email: 'legal@udaygiri.in', streetvillage: 'MG Road', taluk: 'Haveli', state: 'Maharashtra', city: 'Pune', pin_code: '411001' },
];
const respondents: RespondentRow[] = [
  { name: 'r1', respondent_type: 'Individual', name1: 'Sunita', last_name: 'Patil', contact_type: 'Guarantor', taluk: 'Karad' },
  { name: 'r2', respondent_type: 'Individual', name1: 'Ravi', last_name: 'Patil', contact_type: 'Borrower', email: 'ravi@x.in' },
  { name: 'r3', respondent_type: 'Enterprise', company_name: 'Patil Agro', contact_type: 'Co-Borrower' },
];

function mockPhone(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

describe('PartiesTables', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('lists claimants with the spec columns, company name for an Enterprise and - for missing values', () => {
    renderWithProviders(<PartiesTables claimants={claimants} respondents={respondents} layout="table" />);
    const table = screen.getByRole('table', { name: 'Claimants' });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Sl No', 'Name', 'Email', 'Street/Village', 'Taluk', 'State', 'City', 'Pincode']);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((td) => td.textContent);
    expect(cells).toEqual(['1', 'Udaygiri Finance Ltd', 'legal@udaygiri.in', 'MG Road', 'Haveli', 'Maharashtra', 'Pune', '411001']);
  });

  it('orders respondents Borrower, Co-Borrower, Guarantor with a Respondent Type column', () => {
    renderWithProviders(<RespondentsTable respondents={respondents} layout="table" />);
    const table = screen.getByRole('table', { name: 'Respondents' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Sl No', 'Name', 'Email', 'Respondent Type', 'Street/Village', 'Taluk', 'State', 'City', 'Pincode',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Ravi Patil', 'Patil Agro', 'Sunita Patil']);
    expect(within(rows[2]).getAllByRole('cell').map((td) => td.textContent)).toEqual(['3', 'Sunita Patil', '-', 'Guarantor', '-', 'Karad', '-', '-', '-']);
  });

  it('heads the name column Company Name when every respondent is an Enterprise', () => {
    renderWithProviders(
      <RespondentsTable respondents={[{ respondent_type: 'Enterprise', company_name: 'A Ltd', contact_type: 'Borrower' }]} layout="table" />,
    );
    expect(screen.getByRole('columnheader', { name: 'Company Name' })).toBeInTheDocument();
  });

  it('says No Data Found when there are no parties', () => {
    renderWithProviders(<PartiesTables claimants={[]} respondents={null} />);
    expect(screen.getAllByText('No Data Found')).toHaveLength(2);
  });

  it('stacks rows as cards on a phone, with no table to scroll', () => {
    mockPhone(true);
    renderWithProviders(<PartiesTables claimants={claimants} respondents={respondents} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Respondents' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('1. Ravi Patil · Borrower');
    expect(within(cards[0]).getByText('Email').nextSibling).toHaveTextContent('ravi@x.in');
    expect(within(cards[0]).getByText('Pincode').nextSibling).toHaveTextContent('-');
    // The card's title already names the row: no Sl No, Name or Respondent Type lines.
    expect(within(cards[0]).queryByText('Sl No')).not.toBeInTheDocument();
    expect(within(cards[0]).queryByText('Respondent Type')).not.toBeInTheDocument();
  });
});
