export { RichTextView } from './RichTextView';
export type { RichTextViewProps } from './RichTextView';
export { htmlToReact, looksLikeHtml, safeHref, safeImageSrc } from './html-to-react';
