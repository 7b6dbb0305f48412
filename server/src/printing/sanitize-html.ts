import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the editor (award, covering letter) is cleaned on the server before it is stored:
 * what the editor can produce is kept (paragraphs, headings, marks, lists, tables, alignment,
 * links), everything else goes — scripts, styles, frames, forms, event handlers, `javascript:`
 * links and images from anywhere but the portal's own file store (a remote image is a tracking
 * pixel or an SSRF probe when the PDF is rendered).
 */

/** Images only from the portal's file store (a case's own files; the print step checks which). */
export const OWN_FILE_URL = /^\/(?:private\/)?files\/[A-Za-z0-9._-]+$/;

const ALIGNMENT = [/^(?:left|right|center|justify)$/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'mark', 'sub', 'sup', 'small',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'span', 'div',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'a', 'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    col: ['span'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGNMENT } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Images must name one of the portal's files; anything else is dropped with its tag.
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_FILE_URL.test((frame.attribs.src ?? '').trim()),
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
  },
};

/** The stored form of editor HTML. Idempotent: cleaning clean HTML changes nothing. */
export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** `/files/…` URLs of the images left in clean HTML (the print step embeds those it may). */
export function imageUrlsOf(cleanHtml: string): string[] {
  const urls = new Set<string>();
  sanitizeHtml(cleanHtml, {
    ...OPTIONS,
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' && OWN_FILE_URL.test((frame.attribs.src ?? '').trim())) urls.add(frame.attribs.src.trim());
      return false;
    },
  });
  return [...urls];
}

/**
 * Clean HTML for printing: each image becomes the data: URL it is given, and an image it is not
 * given (not one of the case's own files) is left out.
 */
export function embedImages(cleanHtml: string, dataUrls: ReadonlyMap<string, string>): string {
  return sanitizeHtml(cleanHtml, {
    ...OPTIONS,
    allowedSchemesByTag: { img: ['data'] },
    exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith('data:'),
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: dataUrls.get((attribs.src ?? '').trim()) ?? '' } }),
    },
  });
}
