import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import * as sharedApi from 'shared-api';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { RequireRespondentCase } from '../session/RequireRespondentCase';
import { PortalLayout } from './PortalLayout';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), logout: jest.fn() }));
const logout = sharedApi.logout as jest.MockedFunction<typeof sharedApi.logout>;

function renderPortal(route: string) {
  return renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <Routes>
        <Route element={<PortalLayout />}>
          <Route path="/Respondentlogin" element={<p>login screen</p>} />
          <Route
            path="/respondentprofile"
            element={
              <RequireRespondentCase>
                <p>case screen</p>
              </RequireRespondentCase>
            }
          />
        </Route>
      </Routes>
    </QueryClientProvider>,
    { route },
  );
}

beforeEach(() => {
  logout.mockReset().mockResolvedValue(undefined);
  sharedApi.useSessionStore.getState().clearSession();
});

describe('the standalone portal chrome', () => {
  it('sends a visitor without a case to the login', () => {
    const view = renderPortal('/respondentprofile');
    expect(screen.getByText('login screen')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/Respondentlogin');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the case number and logs out: the server is told, the case id forgotten', async () => {
    sharedApi.useSessionStore.getState().setRespondentClaimId('ARB-00003');
    const { user, location } = renderPortal('/respondentprofile');
    expect(screen.getByText('case screen')).toBeInTheDocument();
    expect(screen.getByTestId('portal-case-number')).toHaveTextContent('Case ARB-00003');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(sharedApi.useSessionStore.getState().respondentClaimId).toBeNull();
    expect(location().pathname).toBe('/Respondentlogin');
  });
});
