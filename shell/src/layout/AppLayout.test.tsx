import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { useSessionStore } from 'shared-api';
import { renderWithProviders, screen, waitFor, within } from 'shared-ui/test-utils';
import { AppLayout } from './AppLayout';

function renderLayout(route = '/dashboard') {
  const client = new QueryClient();
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/dashboard" element={<p>dashboard page</p>} />
          <Route path="/arbitration" element={<p>arbitrations page</p>} />
          <Route path="/arbitratorprofile" element={<p>profile page</p>} />
        </Route>
      </Routes>
    </QueryClientProvider>,
    { route },
  );
}

function signIn(roles: string[], status: string | null) {
  const store = useSessionStore.getState();
  store.clearSession();
  store.startSession({ email: 'someone@demo.in', fullName: 'Some One', roles, csrfToken: 't' });
  if (status) store.setProfileStatus(status);
}

describe('AppLayout', () => {
  it('shows the role menu and lets an approved arbitrator move around', async () => {
    signIn(['Arbitrator'], 'Approved');
    const { user } = renderLayout();
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Arbitrations',
      'Hearings',
      'Invoices',
      'Consent & Disclosure',
      'Dispatch Report',
    ]);
    await user.click(within(sidebar).getByRole('link', { name: 'Arbitrations' }));
    expect(await screen.findByText('arbitrations page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds a Draft arbitrator on the dashboard with the Update Your Profile modal', async () => {
    signIn(['Arbitrator'], 'Draft');
    const { user } = renderLayout('/arbitration');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Update Your Profile' });
    expect(within(dialog).getByText('Please update your profile details!')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });

  it('tells a neutral pending approval that the profile is under review', async () => {
    signIn(['Med-Arb'], 'Pending For Approval');
    const { user } = renderLayout();
    const dialog = await screen.findByRole('dialog', { name: 'Profile Under Review' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Arbitrations' }));
    expect(await screen.findByRole('dialog', { name: 'Profile Under Review' })).toBeInTheDocument();
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });
});
