import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { api, FrappeError, useSessionStore } from 'shared-api';
import { setLanguage } from 'shared-ui';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { RespondentCasePage } from './RespondentCasePage';

function renderCase() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RespondentCasePage />
    </QueryClientProvider>,
    { path: '/respondentprofile', route: '/respondentprofile', routes: [{ path: '/Respondentlogin/*', element: <p>login screen</p> }] },
  );
}

beforeEach(() => {
  jest.restoreAllMocks();
  useSessionStore.getState().clearSession();
  jest.spyOn(api, 'getList').mockResolvedValue([]);
  jest.spyOn(api, 'call').mockResolvedValue([]);
});

describe('RespondentCasePage', () => {
  it('sends someone without a case id to the login', () => {
    const { location } = renderCase();
    expect(screen.getByText('login screen')).toBeInTheDocument();
    expect(location().pathname).toBe('/Respondentlogin');
  });

  it('shows the case the respondent logged in for, with its title and sections', async () => {
    useSessionStore.getState().setRespondentClaimId('ARB-00003');
    const getDoc = jest.spyOn(api, 'getDoc').mockResolvedValue({
      name: 'ARB-00003',
      stage: 'Awaiting Reply',
      respondent_status: 'Active',
      claimant_table: [{ company_name: 'Udaygiri Finance Ltd' }],
      respondent_table: [{ name1: 'Sandeep', contact_type: 'Borrower' }, { name1: 'Meena', contact_type: 'Guarantor' }],
    });
    renderCase();
    expect(await screen.findByRole('heading', { level: 1, name: 'Udaygiri Finance Ltd vs Sandeep & Anr.' })).toBeInTheDocument();
    expect(getDoc).toHaveBeenCalledWith('Claim', 'ARB-00003', expect.anything());
    expect(screen.getByText('Contested')).toBeInTheDocument();
    for (const tab of ['Overview', 'Case Management', 'Documents', 'Attachments', 'Respondent Reply', 'Additional Pleadings', 'Hearings', 'Award']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(screen.queryByRole('tab', { name: 'Registration' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // SPEC §2: a back arrow, to /arbitration inside the portal's shell.
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/arbitration');
  });

  it('shows the privacy notice until the respondent agrees, and records consent to its version', async () => {
    useSessionStore.getState().setRespondentClaimId('ARB-00003');
    jest.spyOn(api, 'getDoc').mockResolvedValue({ name: 'ARB-00003', stage: 'Awaiting Reply', claimant_table: [], respondent_table: [] });
    const notice = {
      version: '2026-11-1',
      notice: {
        en: { title: 'How we use your personal data', paragraphs: ['We collect your name.'], agree: 'I agree' },
        hi: { title: 'हम डेटा', paragraphs: ['नाम'], agree: 'सहमत' },
      },
      grievance: { name: 'Asha Rao', email: 'grievance@example.in', phone: null },
      consented: false,
    };
    const call = jest.spyOn(api, 'call').mockImplementation(async (name: string) => (name === 'get_privacy_notice' ? notice : name === 'record_consent' ? { version: notice.version, recorded_at: '2026-11-29T00:00:00Z' } : []) as never);
    const { user } = renderCase();
    const dialog = await screen.findByRole('region', { name: 'How we use your personal data' });
    expect(dialog).toHaveTextContent('We collect your name.');
    expect(dialog).toHaveTextContent('Asha Rao, grievance@example.in');
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(call).toHaveBeenCalledWith('record_consent', { version: '2026-11-1', language: 'en' });
    // The case stays usable under it.
    expect(screen.getByRole('tab', { name: 'Overview' })).toBeInTheDocument();
  });

  it('says the session has ended when the server no longer knows it, and goes back to the login', async () => {
    useSessionStore.getState().setRespondentClaimId('MED-00002');
    jest.spyOn(api, 'getDoc').mockRejectedValue(new FrappeError({ status: 403, excType: 'PermissionError' }));
    const { user, location } = renderCase();
    expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(location().pathname).toBe('/Respondentlogin/MED-00002');
    expect(useSessionStore.getState().respondentClaimId).toBeNull();
  });

  it('in Hindi, says it is loading and that the case could not be loaded, with a retry, in Hindi', async () => {
    await act(() => setLanguage('hi'));
    try {
      useSessionStore.getState().setRespondentClaimId('ARB-00003');
      const getDoc = jest.spyOn(api, 'getDoc').mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const { user } = renderCase();
      expect(screen.getByRole('status', { name: 'लोड हो रहा है…' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'आपका केस खुल नहीं सका' })).toBeInTheDocument();
      getDoc.mockResolvedValue({ name: 'ARB-00003', stage: 'Awaiting Reply', claimant_table: [], respondent_table: [] });
      await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
      expect(await screen.findByRole('tab', { name: 'सारांश' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
