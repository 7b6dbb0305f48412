import { screen, waitFor, within } from '../../test-utils';
import { fakeServer, renderWithQuery } from '../test-support';
import { HearingTabs, sortHearingsLatestFirst } from './HearingTabs';

afterEach(() => jest.restoreAllMocks());

const first = {
  name: 'HRG-00001',
  claim: 'ARB-3',
  hearing_type: 'First Hearing',
  hearing_date: '2026-11-02',
  hearing_time: '10:00:00',
  mode_of_hearing: 'Online',
  vc_link: 'https://meet.example/h1',
  status: 'Completed',
  transcript: '<p>Both parties <strong>present</strong>.</p><script>alert(1)</script>',
  hearing_attendees: [
    { name: 'a1', name1: 'Ravi Patil', designation: 'Borrower', representing: 'Respondent' },
    { name: 'a2', name1: 'Priya Nair', designation: 'Advocate', representing: 'Claimant' },
  ],
};
const second = {
  name: 'HRG-00002',
  claim: 'ARB-3',
  hearing_type: 'Second Hearing',
  hearing_date: '2026-12-10',
  hearing_time: '15:30:00',
  mode_of_hearing: 'Offline',
  hearing_location: 'Pune Arbitration Centre, Room 2',
  status: 'In Progress',
};

describe('HearingTabs', () => {
  it('shows one tab per hearing, the latest first and open', async () => {
    const { call } = fakeServer({ methods: { get_hearing_by_case: [first, second] } });
    renderWithQuery(<HearingTabs caseName="ARB-3" layout="table" />);
    expect(screen.getByRole('status', { name: 'Loading hearings' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Second Hearing', 'First Hearing']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('10-12-2026')).toBeInTheDocument();
    expect(within(panel).getByText('03:30 PM')).toBeInTheDocument();
    expect(within(panel).getByText('Pune Arbitration Centre, Room 2')).toBeInTheDocument();
    expect(within(panel).queryByText('Video Link')).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('get_hearing_by_case', { case: 'ARB-3' }, expect.anything());
  });

  it('shows the attendees, the minutes without scripts and the video link of an online hearing', async () => {
    fakeServer({ methods: { get_hearing_by_case: [first, second] } });
    const { user } = renderWithQuery(<HearingTabs caseName="ARB-3" layout="table" />);
    await user.click(await screen.findByRole('tab', { name: 'First Hearing' }));
    const panel = screen.getByRole('tabpanel');
    const table = within(panel).getByRole('table', { name: 'Attendees' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['No', 'Name', 'Designation', 'Representing']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('2Priya NairAdvocateClaimant');
    expect(within(panel).getByText('present').tagName).toBe('STRONG');
    expect(panel.querySelector('script')).toBeNull();
    expect(within(panel).getByRole('link', { name: /join video conference/i })).toHaveAttribute('href', 'https://meet.example/h1');
    expect(within(panel).queryByText('Location')).not.toBeInTheDocument();
  });

  it('renders the actions a screen gives for each hearing', async () => {
    fakeServer({ methods: { get_hearing_by_case: [first] } });
    renderWithQuery(<HearingTabs caseName="ARB-3" renderActions={(hearing) => <button type="button">Edit {hearing.name}</button>} />);
    expect(await screen.findByRole('button', { name: 'Edit HRG-00001' })).toBeInTheDocument();
  });

  it('says so when no hearing is scheduled', async () => {
    fakeServer({ methods: { get_hearing_by_case: [] } });
    renderWithQuery(<HearingTabs caseName="MED-2" />);
    expect(await screen.findByText('No hearing has been scheduled yet.')).toBeInTheDocument();
  });

  it('offers Retry when the hearings could not be loaded', async () => {
    fakeServer({ methods: {} });
    renderWithQuery(<HearingTabs caseName="MED-2" />);
    await waitFor(() => expect(screen.getByText('Hearings could not be loaded')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sorts by date, latest first, undated last', () => {
    const sorted = sortHearingsLatestFirst([
      { name: 'a', hearing_date: '2026-01-01' },
      { name: 'b' },
      { name: 'c', hearing_date: '2026-03-01' },
    ]);
    expect(sorted.map((hearing) => hearing.name)).toEqual(['c', 'a', 'b']);
  });
});
