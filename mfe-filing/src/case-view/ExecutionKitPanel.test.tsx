import { screen } from '@testing-library/react';
import { api } from 'shared-api';
import { logInAs, renderWithQuery } from '../common/test-support';
import { ExecutionKitPanel } from './ExecutionKitPanel';

const party = (set_aside_by: string | null) => ({
  party_type: 'Respondent',
  party_row: 'r1',
  party_name: 'Lata Deshmukh',
  limitation: set_aside_by ? { received_on: '2026-07-27', correction_by: '2026-08-26', set_aside_by } : null,
});

function mockServer(parties: unknown[]) {
  jest.spyOn(api, 'getList').mockResolvedValue([{ name: 'AWD-00002' }] as never);
  jest.spyOn(api, 'call').mockResolvedValue({ case: 'ARB-00006', all_dispatched: true, parties } as never);
}

beforeEach(() => logInAs('Claimant'));
afterEach(() => jest.restoreAllMocks());

describe('ExecutionKitPanel', () => {
  it('offers the execution kit once every respondent\'s time under s.34(3) has run', async () => {
    mockServer([party('2026-10-27')]);
    renderWithQuery(<ExecutionKitPanel caseName="ARB-00006" today="2026-11-29" />);
    const link = await screen.findByRole('link', { name: 'Download the execution kit of AWD-00002 (PDF)' });
    expect(link).toHaveAttribute('href', expect.stringContaining('format=Execution+Kit'));
    expect(screen.getByText(/ended on 27-10-2026 for every respondent/)).toBeInTheDocument();
  });

  it('says until when the time runs, and offers nothing meanwhile', async () => {
    mockServer([party('2026-12-05')]);
    renderWithQuery(<ExecutionKitPanel caseName="ARB-00006" today="2026-11-29" />);
    expect(await screen.findByText(/runs until 05-12-2026/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names a respondent whose receipt of the award is not proven', async () => {
    mockServer([party(null)]);
    renderWithQuery(<ExecutionKitPanel caseName="ARB-00006" today="2026-11-29" />);
    expect(await screen.findByText('Receipt of the award is not proven yet for Lata Deshmukh: the time under s.34(3) has not started.')).toBeInTheDocument();
  });
});
