import { act } from '@testing-library/react';
import { renderWithProviders, screen } from '../test-utils';
import { REGISTRATION_TOAST_MS, TOAST_MS, notify } from './notify';

describe('notify', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the spec’s durations: 3 s by default, 2 s in registration flows', () => {
    expect(TOAST_MS).toBe(3000);
    expect(REGISTRATION_TOAST_MS).toBe(2000);
  });

  it('closes a success toast after 3 seconds', () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notify.success('Claim added successfully');
    });
    expect(screen.getByText('Claim added successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_MS - 100));
    expect(screen.getByText('Claim added successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    act(() => jest.advanceTimersByTime(50)); // the exit transition
    expect(screen.queryByText('Claim added successfully')).not.toBeInTheDocument();
  });

  it('closes a registration toast after 2 seconds', () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notify.success('File attachment successful!', { autoClose: REGISTRATION_TOAST_MS });
    });
    act(() => jest.advanceTimersByTime(REGISTRATION_TOAST_MS - 100));
    expect(screen.getByText('File attachment successful!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    act(() => jest.advanceTimersByTime(50)); // the exit transition
    expect(screen.queryByText('File attachment successful!')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and other toasts as status messages', () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notify.error('Invalid credentials');
      notify.info('Password has been sent to your email');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('status')).toHaveTextContent('Password has been sent to your email');
  });

  it('names its close button, so a screen reader says what it does', () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notify.success('Claim added successfully');
    });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('keeps a toast open when autoClose is false, until hidden', () => {
    renderWithProviders(<p>page</p>);
    let id = '';
    act(() => {
      id = notify.error('Error updating profile', { autoClose: false });
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Error updating profile')).toBeInTheDocument();
    act(() => notify.hide(id));
    act(() => jest.advanceTimersByTime(50)); // the exit transition
    expect(screen.queryByText('Error updating profile')).not.toBeInTheDocument();
  });
});
