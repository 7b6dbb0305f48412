/// <reference path="../../css-modules.d.ts" />
import { Text, TypographyStylesProvider } from '@mantine/core';
import { useMemo } from 'react';
import { NIL } from 'shared-api';
import { htmlToReact, looksLikeHtml } from './html-to-react';
import * as classes from './RichTextView.module.css';

export interface RichTextViewProps {
  /** HTML from the editor, or plain text (its line breaks are kept). */
  value: string | null | undefined;
  /** Shown when there is no text; default 'Nil'. */
  placeholder?: string;
  'aria-label'?: string;
}

/** Read-only rich text (minutes, letters, reports), rebuilt from an allow-list: never raw HTML. */
export function RichTextView({ value, placeholder = NIL, 'aria-label': ariaLabel }: RichTextViewProps) {
  const text = value ?? '';
  const content = useMemo(() => (looksLikeHtml(text) ? htmlToReact(text) : null), [text]);
  const plain = text.replace(/<[^>]*>/g, '').trim();
  if (!plain && !(content && /<img/i.test(text))) return <Text c="dimmed">{placeholder}</Text>;
  if (!content) {
    return (
      <Text className={classes.plain} aria-label={ariaLabel}>
        {text.trim()}
      </Text>
    );
  }
  return (
    <TypographyStylesProvider className={classes.root} aria-label={ariaLabel}>
      <div>{content}</div>
    </TypographyStylesProvider>
  );
}
