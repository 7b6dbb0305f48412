import { renderWithProviders, screen } from '../../test-utils';
import { safeWebUrl, VideoLink } from './VideoLink';

describe('VideoLink', () => {
  it('opens a web link in a new tab without giving the page access to the portal', () => {
    renderWithProviders(<VideoLink url="https://meet.example.com/abc" />);
    const link = screen.getByRole('link', { name: /join video conference/i });
    expect(link).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
  it('shows Nil when there is no link', () => {
    renderWithProviders(<VideoLink url="  " />);
    expect(screen.getByText('Nil')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
  it('never links a script address', () => {
    renderWithProviders(<VideoLink url="javascript:alert(1)" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
  });
  it('accepts only http and https', () => {
    expect(safeWebUrl('http://x.example/a')).toBe('http://x.example/a');
    expect(safeWebUrl('data:text/html,hi')).toBeNull();
    expect(safeWebUrl('meet.example')).toBeNull();
  });
});
