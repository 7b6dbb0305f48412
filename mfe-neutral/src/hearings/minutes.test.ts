import { minutesToHtml, minutesToText } from './minutes';

describe('minutes', () => {
  it('stores each typed line as a paragraph, escaped', () => {
    expect(minutesToHtml('Heard <both> sides\nAdjourned & listed')).toBe('<p>Heard &lt;both&gt; sides</p><p>Adjourned &amp; listed</p>');
    expect(minutesToHtml('  \n')).toBe('');
  });

  it('reads stored paragraphs and line breaks back as lines', () => {
    expect(minutesToText('<p>One</p><p>Two<br>Three</p>')).toBe('One\nTwo\nThree');
    expect(minutesToText(minutesToHtml('A & B\nC'))).toBe('A & B\nC');
  });

  it('leaves plain text alone', () => {
    expect(minutesToText('plain 1 < 2')).toBe('plain 1 < 2');
    expect(minutesToText(null)).toBe('');
  });
});
