export { RichTextView } from './RichTextView';
export type { RichTextViewProps } from './RichTextView';
