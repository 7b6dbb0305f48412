import { renderWithProviders, screen, waitFor } from 'shared-ui/test-utils';
import { Route, Routes } from 'react-router';
import * as sharedApi from 'shared-api';
import { LoginPage } from './LoginPage';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  login: jest.fn(),
  fetchUserRegistration: jest.fn(),
}));

const login = sharedApi.login as jest.MockedFunction<typeof sharedApi.login>;
const fetchUserRegistration = sharedApi.fetchUserRegistration as jest.MockedFunction<
  typeof sharedApi.fetchUserRegistration
>;

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<p>dashboard page</p>} />
      <Route path="/mediatordashboard" element={<p>mediator dashboard page</p>} />
    </Routes>,
    { route: '/login' },
  );
}

beforeEach(() => {
  sharedApi.useSessionStore.getState().clearSession();
  login.mockReset();
  fetchUserRegistration.mockReset().mockResolvedValue(null);
});

describe('LoginPage (SPEC §5 Login)', () => {
  it('asks for both fields and sends nothing', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email or phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('refuses a username that starts with a space and a short password', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Email or Phone Number/), ' someone@example.in');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email or phone number is not valid')).toBeInTheDocument();
    expect(screen.getByText('Password must be atleast 6 characters long')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('logs a Mediator in, keeps the session and lands on the mediator dashboard', async () => {
    login.mockResolvedValue({
      success: true,
      user: 'mediator@demo.in',
      full_name: 'Meera Iyer',
      roles: ['Mediator'],
      csrf_token: 'token-1',
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Email or Phone Number/), 'mediator@demo.in');
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('mediator dashboard page')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith('mediator@demo.in', 'Demo@1234');
    expect(screen.getByText('Login successfully')).toBeInTheDocument();
    const state = sharedApi.useSessionStore.getState();
    expect(state.email).toBe('mediator@demo.in');
    expect(state.role).toBe('Mediator');
    expect(state.csrfToken).toBe('token-1');
  });

  it('says Invalid credentials when the server refuses', async () => {
    login.mockRejectedValue(
      sharedApi.decodeFrappeError(401, { exc_type: 'AuthenticationError', message: 'Invalid login credentials' }),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Email or Phone Number/), 'claimant@demo.in');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong@1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    await waitFor(() => expect(sharedApi.useSessionStore.getState().email).toBeFalsy());
  });
});
