import { act } from '@testing-library/react';
import { setLanguage } from '../i18n/language';
import { renderWithProviders, screen } from '../test-utils';
import { PageLoader } from './PageLoader';

describe('PageLoader', () => {
  it('is announced as "Loading…"', () => {
    renderWithProviders(<PageLoader />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('takes another label', () => {
    renderWithProviders(<PageLoader label="Loading case" />);
    expect(screen.getByRole('status', { name: 'Loading case' })).toBeInTheDocument();
  });

  it('is announced in the reader’s language, and again after a switch', async () => {
    renderWithProviders(<PageLoader />);
    await act(() => setLanguage('hi'));
    expect(screen.getByRole('status', { name: 'लोड हो रहा है…' })).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });
});
