import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { api, useSessionStore } from 'shared-api';
import { renderWithProviders } from 'shared-ui/test-utils';
import { onboardingKeys } from '../keys';
import { CLAIMANT_FLOW } from '../wizard/flows';
import { ProfilePage } from './ProfilePage';

jest.setTimeout(60_000);

const EMAIL = 'ops@sahyadri.in';
const OPENED = '2026-11-28 10:00:00.000000';
/** An Enterprise claimant's profile as the server returns it. */
const PROFILE = {
  name: 'UR-00012',
  user_type: 'Claimant',
  status: 'Approved',
  customer_type: 'Enterprise',
  company_name: 'Sahyadri Finance',
  pan: 'ABCCE1234F',
  email_id: EMAIL,
  primary_number: '9876543210',
  modified: OPENED,
};

function renderProfile() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ProfilePage flow={CLAIMANT_FLOW} />
    </QueryClientProvider>,
    { userEventOptions: { delay: null } },
  );
  return { ...view, queryClient };
}

describe('ProfilePage sends back the version it opened (issue Trust §2: no silent overwrite)', () => {
  beforeEach(() => {
    useSessionStore.getState().startSession({ email: EMAIL, fullName: 'Sahyadri Finance', roles: ['Claimant'] });
    jest.spyOn(api, 'getList').mockImplementation(async (doctype: string) => (doctype === 'User Registration' ? [{ name: PROFILE.name }] : []) as never);
    jest.spyOn(api, 'getDoc').mockResolvedValue(PROFILE as never);
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves with the version it opened, then each next save with the version the last one returned', async () => {
    const afterFirst = '2026-11-28 10:05:00.000000';
    const updateDoc = jest
      .spyOn(api, 'updateDoc')
      .mockResolvedValueOnce({ ...PROFILE, modified: afterFirst })
      .mockResolvedValueOnce({ ...PROFILE, modified: '2026-11-28 10:06:00.000000' });
    const { user } = renderProfile();
    const company = await screen.findByLabelText(/Company Name/);
    await user.clear(company);
    await user.type(company, 'Sahyadri Finance Ltd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledTimes(1));
    expect(updateDoc).toHaveBeenLastCalledWith('User Registration', 'UR-00012', expect.objectContaining({ company_name: 'Sahyadri Finance Ltd', modified: OPENED }));
    expect(await screen.findByText('Profile Updated successfully')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /User Details/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledTimes(2));
    expect(updateDoc).toHaveBeenLastCalledWith('User Registration', 'UR-00012', expect.objectContaining({ modified: afterFirst }));
  });

  it('keeps the version it opened when the profile is refreshed under the form', async () => {
    const updateDoc = jest.spyOn(api, 'updateDoc').mockResolvedValue({ ...PROFILE, modified: '2026-11-28 10:09:00.000000' });
    const { user, queryClient } = renderProfile();
    await screen.findByLabelText(/Company Name/);
    // Someone else (the case manager, another tab) saved the profile and the query refetched it.
    queryClient.setQueryData(onboardingKeys.ownRegistration(EMAIL), { ...PROFILE, company_name: 'Changed elsewhere', modified: '2026-11-28 10:07:00.000000' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledWith('User Registration', 'UR-00012', expect.objectContaining({ modified: OPENED })));
  });
});
