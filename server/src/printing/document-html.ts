import type { EmbeddedImage, PrintableDocument } from './formats';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export function dataUrl(image: EmbeddedImage): string {
  return `data:${image.mime};base64,${image.content.toString('base64')}`;
}

/*
 * The printed page. Fonts come from the system (Noto covers Devanagari, Tamil, Bengali… on Debian),
 * so Indian scripts print as the editor shows them. Letterhead 150 px high on the first page only
 * (it is part of the flow, not a repeated header), the signature 176×116 after the last line.
 */
const STYLE = `
  @page { size: A4; }
  html { -webkit-print-color-adjust: exact; }
  body { margin: 0; font-family: 'Noto Serif', 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Tamil', 'Noto Sans Bengali', 'DejaVu Serif', serif; font-size: 11.5pt; line-height: 1.5; color: #111; }
  .letterhead { height: 150px; margin-bottom: 16px; text-align: center; }
  .letterhead img { height: 150px; max-width: 100%; object-fit: contain; }
  h1, h2, h3 { line-height: 1.25; }
  p { margin: 0 0 8px; }
  table { border-collapse: collapse; width: 100%; margin: 8px 0; page-break-inside: auto; }
  tr { page-break-inside: avoid; }
  th, td { border: 1px solid #888; padding: 4px 6px; vertical-align: top; text-align: left; }
  img { max-width: 100%; }
  .signature { margin-top: 32px; text-align: right; page-break-inside: avoid; }
  .signature img { width: 176px; height: 116px; object-fit: contain; display: inline-block; }
  .signature p { margin: 0; }
`;

/** The whole HTML page of a document, without the verification line (that is in the footer). */
export function documentHtml(doc: PrintableDocument): string {
  const letterhead = doc.letterhead ? `<header class="letterhead"><img src="${dataUrl(doc.letterhead)}" alt="Letterhead"></header>` : '';
  const signature = doc.signature
    ? `<section class="signature">${doc.signature.image ? `<img src="${dataUrl(doc.signature.image)}" alt="Signature">` : ''}<p><strong>${escapeHtml(doc.signature.name)}</strong></p><p>${escapeHtml(doc.signature.role)}</p></section>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.title)}</title><style>${STYLE}</style></head><body>${letterhead}<main>${doc.bodyHtml}</main>${signature}</body></html>`;
}

/** Chromium's footer: the verification line and page numbers on every page. */
export function footerTemplate(code: string, verifyUrl: string): string {
  return `<div style="font-family: sans-serif; font-size: 8px; color: #444; width: 100%; margin: 0 18mm; display: flex; justify-content: space-between;"><span>Verification code ${escapeHtml(code)} · ${escapeHtml(verifyUrl)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
}
