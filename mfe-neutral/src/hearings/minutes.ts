/*
 * Minutes are stored in the hearing's rich-text field (transcript). They are typed as plain text
 * here; each line becomes a paragraph so rich-text viewers show the same lines.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function minutesToHtml(text: string): string {
  const trimmed = text.replace(/\s+$/, '');
  if (!trimmed) return '';
  return trimmed
    .split('\n')
    .map((line) => `<p>${line.replace(/[&<>"']/g, (char) => ESCAPES[char])}</p>`)
    .join('');
}

/** Stored minutes (HTML from any editor, or plain text) as plain text with one line per paragraph. */
export function minutesToText(stored: string | null | undefined): string {
  const value = stored ?? '';
  if (!/<[a-z][\s\S]*>/i.test(value)) return value;
  const withBreaks = value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (doc.body.textContent ?? '').replace(/\n+$/, '');
}
