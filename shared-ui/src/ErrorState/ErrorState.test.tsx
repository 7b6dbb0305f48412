import { act } from '@testing-library/react';
import { setLanguage } from '../i18n/language';
import { renderWithProviders, screen } from '../test-utils';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('alerts with a default title and the message', () => {
    renderWithProviders(<ErrorState message="Network error: check your connection and try again" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Network error: check your connection and try again');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('retries when asked', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<ErrorState title="Could not load claims" message="x" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Could not load claims' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says its title and Retry in Hindi', async () => {
    await act(() => setLanguage('hi'));
    try {
      renderWithProviders(<ErrorState message="x" onRetry={jest.fn()} />);
      expect(screen.getByRole('heading', { name: 'कुछ गड़बड़ हो गई' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
