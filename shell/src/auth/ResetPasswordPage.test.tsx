import * as sharedApi from 'shared-api';
import { renderWithProviders, screen } from 'shared-ui/test-utils';
import { ResetPasswordPage } from './ResetPasswordPage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), resetPassword: jest.fn() }));
const resetPassword = sharedApi.resetPassword as jest.MockedFunction<typeof sharedApi.resetPassword>;

beforeEach(() => {
  resetPassword.mockReset();
  const store = sharedApi.useSessionStore.getState();
  store.clearSession();
  store.startSession({ email: 'lawyer@demo.in', fullName: 'Lawyer', roles: ['Lawyer'], csrfToken: 't' });
});

describe('ResetPasswordPage (change password)', () => {
  it('refuses a short or mismatched new password and sends nothing', async () => {
    const { user } = renderWithProviders(<ResetPasswordPage />);
    await user.type(screen.getByLabelText(/^Old Password/), 'Demo@1234');
    await user.type(screen.getByLabelText(/^New Password/), '123');
    await user.type(screen.getByLabelText(/^Confirm Password/), '456');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password must be atleast 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('sends old, new and confirm password for the logged-in user and confirms', async () => {
    resetPassword.mockResolvedValue(undefined as never);
    const { user } = renderWithProviders(<ResetPasswordPage />);
    await user.type(screen.getByLabelText(/^Old Password/), 'Demo@1234');
    await user.type(screen.getByLabelText(/^New Password/), 'Better@123');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Better@123');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Reset Password successfully')).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith({
      email: 'lawyer@demo.in',
      old_password: 'Demo@1234',
      new_password: 'Better@123',
      confirm_password: 'Better@123',
    });
  });

  it('shows the server’s reason when the old password is wrong', async () => {
    resetPassword.mockRejectedValue(
      sharedApi.decodeFrappeError(417, { exc_type: 'ValidationError', message: 'Old password is incorrect' }),
    );
    const { user } = renderWithProviders(<ResetPasswordPage />);
    await user.type(screen.getByLabelText(/^Old Password/), 'Wrong@123');
    await user.type(screen.getByLabelText(/^New Password/), 'Better@123');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Better@123');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Old password is incorrect')).toBeInTheDocument();
  });
});
