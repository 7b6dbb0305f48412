import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from 'shared-api';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import type { CaseRecord } from '../api/types';
import { StatutoryClockActions } from './StatutoryClockActions';

function renderActions(caseRecord: Partial<CaseRecord>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <StatutoryClockActions caseRecord={{ name: 'ARB-00009', stage: 'Second Hearing', ...caseRecord } as CaseRecord} />
    </QueryClientProvider>,
  );
}

describe('StatutoryClockActions', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for a DD-MM-YYYY date and the reason before recording the pleadings', async () => {
    const call = jest.spyOn(api, 'call');
    const { user } = renderActions({});
    await user.click(screen.getByRole('button', { name: 'Record completion of pleadings' }));
    await user.type(await screen.findByLabelText(/Pleadings completed on/), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the date as DD-MM-YYYY')).toBeInTheDocument();
    expect(screen.getByText('Give the reason the pleadings are complete')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('refuses a future date', async () => {
    const call = jest.spyOn(api, 'call');
    const { user } = renderActions({});
    await user.click(screen.getByRole('button', { name: 'Record completion of pleadings' }));
    await user.type(await screen.findByLabelText(/Pleadings completed on/), '01-01-2999');
    await user.type(screen.getByLabelText(/Reason/), 'Both sides closed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The pleadings cannot be completed on a future date')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('records the pleadings as an ISO date with the trimmed reason', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ name: 'ARB-00009' });
    const { user } = renderActions({});
    await user.click(screen.getByRole('button', { name: 'Record completion of pleadings' }));
    await user.type(await screen.findByLabelText(/Pleadings completed on/), '01-11-2026');
    await user.type(screen.getByLabelText(/Reason/), ' Both sides closed ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Completion of pleadings recorded for ARB-00009')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('record_pleadings_completed', { case: 'ARB-00009', pleadings_completed_on: '2026-11-01', reason: 'Both sides closed' });
  });

  it("asks for the parties' consent to an extension", async () => {
    const call = jest.spyOn(api, 'call');
    const { user } = renderActions({ pleadings_completed_on: '2026-10-01', award_extension_months: 2 });
    await user.click(screen.getByRole('button', { name: 'Record extension by consent' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Attach the parties' consent to the extension")).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});
