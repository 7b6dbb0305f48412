import { screen } from '@testing-library/react';
import { api } from 'shared-api';
import { logInAs, renderWithQuery } from '../common/test-support';
import { DashboardPage } from './DashboardPage';

const CARDS = {
  total: 6,
  draft: 2,
  ongoing: 4,
  completed: 0,
  claims: { total: 4, draft: 1, ongoing: 3, completed: 0, settled: 0, on_hold: 0, bulk_pending_consent_disclosure: 0 },
  disputes: { total: 2, draft: 1, ongoing: 1, completed: 0 },
  hearings_today: 0,
  hearings_upcoming: 1,
  awards: 0,
};
const LISTS = {
  hearings: [{ name: 'HRG-1', claim: 'ARB-00003', dispute: null, hearing_type: 'First Hearing', hearing_date: '2026-11-30', hearing_time: '11:00:00', mode_of_hearing: 'Online', vc_link: null, hearing_location: null, status: 'In Progress', claimant_name: 'U', respondent_name: 'Patil Agro Traders & Anr.' }],
  due_cases: [],
};

afterEach(() => jest.restoreAllMocks());

it('shows the counts of dashboard_cards and the hearings of dashboard_api, with the filing buttons', async () => {
  logInAs('Claimant');
  const call = jest.spyOn(api, 'call').mockImplementation(async (method: string) => (method.endsWith('dashboard_cards') ? CARDS : LISTS) as never);
  jest.spyOn(api, 'getList').mockResolvedValue([
    { name: 'IMP-00001', lot: 'LOT-00001', reference_doctype: 'Claim', status: 'Partial Success', total_rows: 50, imported_rows: 48, failed_rows: 2, creation: '2026-11-20 10:00:00' },
  ] as never);
  renderWithQuery(<DashboardPage />);
  expect(await screen.findByRole('link', { name: /^Arbitrations\s*4$/ })).toHaveAttribute('href', '/arbitration');
  expect(screen.getByRole('link', { name: /^Mediations\s*2$/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Drafts\s*2$/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Upcoming hearings\s*1$/ })).toBeInTheDocument();
  expect(await screen.findByText('30-11-2026')).toBeInTheDocument();
  expect(screen.getByText('11:00 AM')).toBeInTheDocument();
  expect(screen.getByText('No case is due in the next 10 days')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Register a Case/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Register a Dispute/ })).toBeInTheDocument();
  expect(screen.getAllByText('LOT-00001').length).toBeGreaterThan(0);
  expect(screen.getAllByText('48 of 50').length).toBeGreaterThan(0);
  expect(call).toHaveBeenCalledWith('dashboard_cards', { email: 'claimant@demo.in' }, expect.objectContaining({ httpMethod: 'GET' }));
});

it('offers a retry when the counts cannot be loaded', async () => {
  logInAs('Lawyer');
  jest.spyOn(api, 'call').mockRejectedValue(new Error('offline'));
  jest.spyOn(api, 'getList').mockRejectedValue(new Error('offline'));
  renderWithQuery(<DashboardPage />);
  expect((await screen.findAllByRole('button', { name: 'Retry' })).length).toBeGreaterThan(0);
});

it('says how many cases are due in all when the list holds only the soonest', async () => {
  logInAs('Claimant');
  const dueCase = (i: number) => ({ name: `ARB-0${i}`, doctype: 'Claim', stage: 'Hearing', title: `Case ${i}`, due_date: '2026-12-01', extended_date: null, is_extended: 0, effective_due_date: '2026-12-01' });
  jest.spyOn(api, 'call').mockImplementation(async (method: string) =>
    (method.endsWith('dashboard_cards') ? CARDS : { hearings: [], due_cases: [dueCase(1001), dueCase(1002)], due_cases_total: 150000 }) as never,
  );
  jest.spyOn(api, 'getList').mockResolvedValue([] as never);
  renderWithQuery(<DashboardPage />);
  expect(await screen.findByText('Showing 1–2 of 1,50,000')).toBeInTheDocument();
});
