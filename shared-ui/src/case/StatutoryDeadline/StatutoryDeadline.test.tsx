import { renderWithProviders, screen } from '../../test-utils';
import { StatutoryDeadline } from './StatutoryDeadline';

describe('StatutoryDeadline', () => {
  it.each([
    ['2026-03-31', 'running', 'Award due 31-03-2026 · 120 days left'],
    ['2025-12-21', 'near', 'Award due 21-12-2025 · 20 days left'],
    ['2025-12-06', 'urgent', 'Award due 06-12-2025 · 5 days left'],
    ['2025-11-30', 'past', 'Award due 30-11-2025 · Past due'],
  ])('shows %s seen on 01-12-2025 as %s', (on, tone, text) => {
    renderWithProviders(<StatutoryDeadline on={on} kind="Award" today="2025-12-01" />);
    const badge = screen.getByLabelText(/Award to be made \(s\.29A\)/);
    expect(badge).toHaveTextContent(text);
    expect(badge).toHaveAttribute('data-tone', tone);
  });

  it('shows nothing without a running clock', () => {
    renderWithProviders(<StatutoryDeadline on={null} kind="Award" today="2025-12-01" />);
    expect(screen.queryByText(/due/)).not.toBeInTheDocument();
  });
});
