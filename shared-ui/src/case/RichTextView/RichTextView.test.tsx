import { renderWithProviders, screen } from '../../test-utils';
import { safeHref, safeImageSrc } from './html-to-react';
import { RichTextView } from './RichTextView';

function renderHtml(html: string) {
  const { container } = renderWithProviders(<RichTextView value={html} />);
  return container;
}

describe('RichTextView', () => {
  it('keeps the editor formatting: paragraphs, bold, lists, tables, alignment', () => {
    const container = renderHtml(
      '<h1>Minutes</h1><p style="text-align: center; color: red">Both <strong>parties</strong> present</p><ol start="3"><li>one</li></ol><table><tr><td colspan="2">cell</td></tr></table>',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Minutes' })).toBeInTheDocument();
    const paragraph = screen.getByText(/Both/).closest('p')!;
    expect(paragraph).toHaveStyle({ textAlign: 'center' });
    expect(paragraph.getAttribute('style')).not.toMatch(/color/);
    expect(screen.getByText('parties').tagName).toBe('STRONG');
    expect(container.querySelector('ol')).toHaveAttribute('start', '3');
    expect(screen.getByText('cell')).toHaveAttribute('colspan', '2');
  });

  it('drops scripts, frames, styles and event handlers', () => {
    renderHtml(
      '<p onclick="steal()">Hello</p><script>window.hacked = true</script><iframe src="https://evil.example"></iframe><style>body{display:none}</style><img src="x" onerror="steal()">',
    );
    expect(screen.getByText('Hello')).not.toHaveAttribute('onclick');
    const content = screen.getByText('Hello').parentElement!;
    expect(content.querySelector('script, iframe, style, img')).toBeNull();
    expect(content.innerHTML).not.toMatch(/steal|hacked|evil|display/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('links only to web, mail and phone addresses, in a new tab', () => {
    renderHtml('<p><a href="javascript:alert(1)">bad</a> <a href="https://law.example/act">act</a></p>');
    expect(screen.getByText('bad').tagName).toBe('SPAN');
    const link = screen.getByRole('link', { name: 'act' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('unwraps unknown tags to their text', () => {
    renderHtml('<p><custom-tag>inner text</custom-tag></p>');
    expect(screen.getByText('inner text').tagName).toBe('SPAN');
  });

  it('keeps the line breaks of plain text', () => {
    renderWithProviders(<RichTextView value={'Line one\nLine two'} />);
    expect(screen.getByText(/Line one/).textContent).toBe('Line one\nLine two');
  });

  it('shows Nil for empty rich text', () => {
    renderWithProviders(<RichTextView value="<p> </p>" />);
    expect(screen.getByText('Nil')).toBeInTheDocument();
  });

  it('shows images from the portal file store only', () => {
    expect(safeImageSrc('/files/signature.png')).toBe('/files/signature.png');
    expect(safeImageSrc('https://tracker.example/pixel.gif')).toBeNull();
    expect(safeImageSrc('data:image/svg+xml;base64,AAAA')).toBeNull();
    expect(safeHref('mailto:a@b.in')).toBe('mailto:a@b.in');
    expect(safeHref('/relative')).toBeNull();
  });
});
