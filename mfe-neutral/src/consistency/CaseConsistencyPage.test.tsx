import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, FrappeError, useSessionStore } from 'shared-api';
import { renderWithProviders, screen, waitFor, within } from 'shared-ui/test-utils';
import { CaseConsistencyPage, checkedAt } from './CaseConsistencyPage';

const CHECK = 'check_case_consistency';
const CASES = [
  {
    doctype: 'Claim',
    name: 'ARB-00031',
    stage: 'Award',
    problems: ['An award must be saved before the case moves to Award'],
  },
  {
    doctype: 'Dispute',
    name: 'MED-00042',
    stage: 'Completed',
    problems: [
      'A dispute is Completed once its settlement is registered, its non-settlement recorded or its award dispatched',
      '1 hearing is still open though the case is Completed',
    ],
  },
];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <CaseConsistencyPage />
    </QueryClientProvider>,
    { route: '/caseconsistency', routes: [{ path: '/mediationview/:id', element: <p>mediation view</p> }], userEventOptions: { delay: null } },
  );
}

const signInAs = (role: string) => useSessionStore.getState().startSession({ email: 'admin@demo.in', fullName: 'Case Manager', roles: [role] });

jest.setTimeout(20_000);

describe('CaseConsistencyPage', () => {
  beforeEach(() => signInAs('System Manager'));
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading state while the check runs', async () => {
    let answer: (value: unknown) => void = () => {};
    jest.spyOn(api, 'call').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Case consistency' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Checking every case against its records…' })).toBeInTheDocument();
    answer({ cases: [] });
    expect(await screen.findByText('No inconsistent cases')).toBeInTheDocument();
  });

  it("says so when every case's stage agrees with its records", async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ cases: [] });
    renderPage();
    expect(await screen.findByText("Every case's stage agrees with its records.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(CHECK, {}, expect.objectContaining({ httpMethod: 'GET' }));
  });

  it('lists each inconsistent case with its kind, stage and what is missing, linked to the case', async () => {
    jest.spyOn(api, 'call').mockResolvedValue({ cases: CASES });
    const { user, location } = renderPage();
    const table = await screen.findByRole('table', { name: '2 cases whose stage contradicts their records' });
    const [, claim, dispute] = within(table).getAllByRole('row');
    expect(within(claim).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'ARB-00031',
      'Arbitration',
      'Award',
      'An award must be saved before the case moves to Award',
      'Correct stage',
    ]);
    expect(within(dispute).getByText('Mediation')).toBeInTheDocument();
    expect(within(dispute).getAllByRole('listitem')).toHaveLength(2);
    // The table scrolls sideways on a phone inside a region the keyboard can reach.
    expect(screen.getByRole('region', { name: '2 cases whose stage contradicts their records' })).toHaveAttribute('tabindex', '0');

    await user.click(within(dispute).getByRole('link', { name: 'MED-00042' }));
    expect(location().pathname).toBe('/mediationview/MED-00042');
  });

  it('opens the correction of a row with its problems, and a correction refreshes the list', async () => {
    const call = jest
      .spyOn(api, 'call')
      .mockImplementation(async (method) => (method === CHECK ? { cases: call.mock.calls.filter(([m]) => m === CHECK).length > 1 ? CASES.slice(0, 1) : CASES } : { name: 'MED-00042', stage: 'Hearing', stage_correction_reason: 'x' }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Correct stage of MED-00042' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct the stage of MED-00042' });
    expect(within(dialog).getByText('1 hearing is still open though the case is Completed')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Correct stage to/), 'Hearing');
    await user.type(within(dialog).getByLabelText(/Reason for the correction/), 'Completed by mistake in the import');
    await user.click(within(dialog).getByRole('button', { name: 'Correct stage' }));

    expect(await screen.findByText('MED-00042 corrected to Hearing')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('table', { name: '1 case whose stage contradicts their records' })).toBeInTheDocument();
    expect(screen.queryByText('MED-00042')).not.toBeInTheDocument();
  });

  it('shows cards on a phone, each with its problems and its Correct stage button', async () => {
    const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    jest.spyOn(api, 'call').mockResolvedValue({ cases: CASES });
    const { user } = renderPage();
    const cards = await screen.findByRole('list', { name: '2 cases whose stage contradicts their records' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [claim, dispute] = within(cards).getAllByRole('listitem', { name: '' }).filter((item) => item.parentElement === cards);
    expect(claim).toHaveTextContent('ARB-00031');
    expect(claim).toHaveTextContent('Arbitration');
    expect(claim).toHaveTextContent('An award must be saved before the case moves to Award');
    expect(within(dispute).getByRole('link', { name: 'MED-00042' })).toHaveAttribute('href', '/mediationview/MED-00042');
    await user.click(within(dispute).getByRole('button', { name: 'Correct stage of MED-00042' }));
    expect(screen.getByRole('dialog', { name: 'Correct the stage of MED-00042' })).toBeInTheDocument();
    expect(matchMedia).toHaveBeenCalled();
  });

  it('shows the server’s message when the check fails, and runs it again', async () => {
    const call = jest
      .spyOn(api, 'call')
      .mockRejectedValueOnce(new FrappeError({ status: 500, excType: 'Error', messages: ['The database is not reachable'] }))
      .mockResolvedValue({ cases: [] });
    const { user } = renderPage();
    expect(await screen.findByText('The database is not reachable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No inconsistent cases')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('runs the check again on demand and says when it ran', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ cases: [] });
    const { user } = renderPage();
    expect(await screen.findByText(/^Checked \d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M \(India time\)$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run the check again' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
  });

  it('does not run the check for anyone but the case manager', () => {
    signInAs('Arbitrator');
    const call = jest.spyOn(api, 'call');
    renderPage();
    expect(screen.getByText('Only the case manager can check the consistency of cases.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run the check again' })).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});

describe('checkedAt', () => {
  it('writes the time of the check in India time, day first', () => {
    expect(checkedAt(Date.UTC(2026, 10, 23, 8, 35))).toBe('23-11-2026 02:05 PM');
    expect(checkedAt(Date.UTC(2026, 10, 23, 20, 0))).toBe('24-11-2026 01:30 AM');
    expect(checkedAt(0)).toBeNull();
  });
});
