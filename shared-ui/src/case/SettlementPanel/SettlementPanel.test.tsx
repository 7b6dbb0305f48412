import { screen } from '../../test-utils';
import { fakeServer, renderWithQuery } from '../test-support';
import { RegistrationPanel } from '../RegistrationPanel';
import { isNonSettlement, SettlementPanel } from './SettlementPanel';

afterEach(() => jest.restoreAllMocks());

describe('SettlementPanel', () => {
  it('shows a settlement with date, amount and report', async () => {
    fakeServer({
      lists: { Settlement: [{ name: 'SET-1', dispute: 'MED-2', settlement_date: '2026-12-01', settlement_amount: 90000, settlement_report: '<p>Agreed to pay in 3 parts</p>' }] },
    });
    renderWithQuery(<SettlementPanel caseName="MED-2" />);
    expect(await screen.findByRole('heading', { name: 'Settlement' })).toBeInTheDocument();
    expect(screen.getByText('01-12-2026')).toBeInTheDocument();
    expect(screen.getByText('₹90,000')).toBeInTheDocument();
    expect(screen.getByText('Agreed to pay in 3 parts')).toBeInTheDocument();
  });

  it('shows a non-settlement from its own fields', async () => {
    fakeServer({
      lists: { Settlement: [{ name: 'SET-2', dispute: 'MED-2', settlement_type: 'Non Settlement', non_settlement_date: '2026-12-02', settlement_date: '2026-01-01' }] },
    });
    renderWithQuery(<SettlementPanel caseName="MED-2" />);
    expect(await screen.findByRole('heading', { name: 'Non Settlement' })).toBeInTheDocument();
    expect(screen.getByText('02-12-2026')).toBeInTheDocument();
    expect(screen.queryByText('01-01-2026')).not.toBeInTheDocument();
  });

  it('says so when nothing is recorded', async () => {
    fakeServer({ lists: { Settlement: [] } });
    renderWithQuery(<SettlementPanel caseName="MED-2" />);
    expect(await screen.findByText('No settlement has been recorded yet.')).toBeInTheDocument();
  });

  it('reads a record with only non-settlement fields as a non-settlement', () => {
    expect(isNonSettlement({ name: 'a', non_settlement_amount: 5 })).toBe(true);
    expect(isNonSettlement({ name: 'b', settlement_amount: 5 })).toBe(false);
  });
});

describe('RegistrationPanel', () => {
  it('shows the registration date, number and report', async () => {
    fakeServer({
      lists: { Registration: [{ name: 'REG-1', dispute: 'MED-2', registration_date: '2026-12-05', registration_number: 'SRO/2026/118', registration_report: 'Registered at the SRO' }] },
    });
    renderWithQuery(<RegistrationPanel caseName="MED-2" />);
    expect(await screen.findByText('SRO/2026/118')).toBeInTheDocument();
    expect(screen.getByText('05-12-2026')).toBeInTheDocument();
    expect(screen.getByText('Registered at the SRO')).toBeInTheDocument();
  });

  it('asks nothing and says not registered for a claim', async () => {
    const { getList } = fakeServer({ lists: {} });
    renderWithQuery(<RegistrationPanel caseName="ARB-2" />);
    expect(await screen.findByText('The settlement has not been registered yet.')).toBeInTheDocument();
    expect(getList).not.toHaveBeenCalledWith('Registration', expect.anything(), expect.anything());
  });

  it('offers Retry when the registration could not be loaded', async () => {
    fakeServer({ lists: { Registration: () => Promise.reject(new Error('x')) } });
    renderWithQuery(<RegistrationPanel caseName="MED-2" />);
    expect(await screen.findByText('The registration could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
