import { act } from '@testing-library/react';
import { setLanguage } from '../../i18n/language';
import { renderWithProviders, screen } from '../../test-utils';
import { StatutoryDeadline } from './StatutoryDeadline';

describe('StatutoryDeadline', () => {
  it.each([
    ['2026-03-31', 'running', 'Award due 31-03-2026 · 120 days left'],
    ['2025-12-21', 'near', 'Award due 21-12-2025 · 20 days left'],
    ['2025-12-06', 'urgent', 'Award due 06-12-2025 · 5 days left'],
    ['2025-12-02', 'urgent', 'Award due 02-12-2025 · 1 day left'],
    ['2025-12-01', 'urgent', 'Award due 01-12-2025 · Due today'],
    ['2025-11-30', 'past', 'Award due 30-11-2025 · Past due'],
  ])('shows %s seen on 01-12-2025 as %s', (on, tone, text) => {
    renderWithProviders(<StatutoryDeadline on={on} kind="Award" today="2025-12-01" />);
    const badge = screen.getByLabelText(/Award to be made \(s\.29A\)/);
    expect(badge).toHaveTextContent(text);
    expect(badge).toHaveAttribute('data-tone', tone);
  });

  it('names the deadline in the Act’s words, and leaves its short name out when compact', () => {
    renderWithProviders(<StatutoryDeadline on="2026-01-10" kind="Mediation" today="2025-12-01" compact />);
    const badge = screen.getByLabelText('Mediation to be completed (s.18) by 10-01-2026: 40 days left');
    expect(badge).toHaveTextContent(/^10-01-2026 · 40 days left$/);
  });

  it('shows nothing without a running clock', () => {
    renderWithProviders(<StatutoryDeadline on={null} kind="Award" today="2025-12-01" />);
    expect(screen.queryByText(/due/)).not.toBeInTheDocument();
  });

  it('speaks Hindi when the reader does, on any screen', async () => {
    await act(() => setLanguage('hi'));
    try {
      const { rerender } = renderWithProviders(<StatutoryDeadline on="2025-12-06" kind="Pleadings" today="2025-12-01" />);
      expect(screen.getByLabelText('लिखित दलीलें पूरी होनी हैं (धारा 23(4)): 06-12-2025 तक: 5 दिन बाकी')).toHaveTextContent(
        'लिखित दलीलों की अंतिम तारीख 06-12-2025 · 5 दिन बाकी',
      );
      rerender(<StatutoryDeadline on="2025-12-01" kind="Award" today="2025-12-01" />);
      expect(screen.getByLabelText(/^फ़ैसला \(अवॉर्ड\) दिया जाना है/)).toHaveTextContent('फ़ैसले की अंतिम तारीख 01-12-2025 · आज अंतिम दिन');
      rerender(<StatutoryDeadline on="2025-11-30" kind="Award" today="2025-12-01" />);
      expect(screen.getByLabelText(/^फ़ैसला \(अवॉर्ड\) दिया जाना है/)).toHaveTextContent('अंतिम तारीख निकल चुकी');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
