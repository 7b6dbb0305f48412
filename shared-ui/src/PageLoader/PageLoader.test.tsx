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
});
