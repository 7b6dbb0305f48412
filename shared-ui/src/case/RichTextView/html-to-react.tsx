/*
 * Rich text from the editor (minutes, award letters, reports) shown without ever handing HTML to
 * the browser: the text is parsed into an inert document (DOMParser runs no scripts and loads
 * nothing), then rebuilt as React elements from an allow-list of tags and attributes. Anything
 * else is dropped (scripts, styles, frames, event handlers, `javascript:` links) or unwrapped to
 * its text (unknown tags).
 */
import { createElement, type CSSProperties, type ReactNode } from 'react';

/** Tags kept as they are. h1 becomes h2 so a letter never competes with the page's title. */
const KEPT_TAGS = new Set([
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'mark', 'sub', 'sup', 'small',
  'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'span', 'div',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'a', 'img',
]);
const RENAMED_TAGS: Record<string, string> = { h1: 'h2' };
/** Dropped with everything inside them. */
const DROPPED_TAGS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'template', 'noscript', 'svg', 'math',
  'link', 'meta', 'base', 'form', 'input', 'button', 'select', 'textarea', 'option', 'audio', 'video', 'source', 'title', 'head',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
const ALIGNMENTS = new Set(['left', 'right', 'center', 'justify']);

/** Links may go to web pages, mail and telephone numbers only. */
export function safeHref(value: string | null): string | null {
  const href = (value ?? '').trim();
  if (!href) return null;
  try {
    const url = new URL(href, 'https://portal.invalid/');
    if (url.origin === 'https://portal.invalid') return null; // relative links have no meaning inside a letter
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? href : null;
  } catch {
    return null;
  }
}

/** Images only from the portal's own file store or inline raster data (signatures, letterheads). */
export function safeImageSrc(value: string | null): string | null {
  const src = (value ?? '').trim();
  if (/^\/(private\/)?files\/[^\\]+$/.test(src) && !src.includes('..')) return src;
  if (/^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i.test(src)) return src;
  return null;
}

function alignment(element: Element): CSSProperties | undefined {
  const style = element.getAttribute('style') ?? '';
  const match = /text-align\s*:\s*([a-z]+)/i.exec(style);
  const align = match?.[1].toLowerCase() ?? element.getAttribute('align')?.toLowerCase();
  return align && ALIGNMENTS.has(align) ? { textAlign: align as CSSProperties['textAlign'] } : undefined;
}

function spanOf(element: Element, attribute: string): number | undefined {
  const value = Number(element.getAttribute(attribute));
  return Number.isInteger(value) && value > 1 && value <= 100 ? value : undefined;
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = () => Array.from(element.childNodes, (child, index) => convert(child, `${key}.${index}`));
  const kept = RENAMED_TAGS[tag] ?? tag;
  if (!KEPT_TAGS.has(kept)) return createElement('span', { key }, ...children());

  const props: Record<string, unknown> = { key };
  const style = alignment(element);
  if (style) props.style = style;
  if (kept === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (!href) return createElement('span', { key }, ...children());
    Object.assign(props, { href, target: '_blank', rel: 'noopener noreferrer nofollow' });
  }
  if (kept === 'img') {
    const src = safeImageSrc(element.getAttribute('src'));
    if (!src) return null;
    Object.assign(props, { src, alt: element.getAttribute('alt') ?? '', loading: 'lazy' });
  }
  if (kept === 'td' || kept === 'th') {
    props.colSpan = spanOf(element, 'colspan');
    props.rowSpan = spanOf(element, 'rowspan');
  }
  if (kept === 'ol') {
    const start = Number(element.getAttribute('start'));
    if (Number.isInteger(start) && start > 1) props.start = start;
  }
  if (VOID_TAGS.has(kept)) return createElement(kept, props);
  return createElement(kept, props, ...children());
}

/** True when the text holds markup rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][\s\S]*>/i.test(text);
}

/** The allowed part of `html` as React nodes. */
export function htmlToReact(html: string): ReactNode[] {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(parsed.body.childNodes, (node, index) => convert(node, String(index)));
}
