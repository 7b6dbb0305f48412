/// <reference path="../../css-modules.d.ts" />
import { Text, TypographyStylesProvider } from '@mantine/core';
import { useMemo } from 'react';
import { htmlToReact, looksLikeHtml } from './html-to-react';
import * as classes from './RichTextView.module.css';
import { useTranslation } from '../../i18n/kit';

export interface RichTextViewProps {
  /** HTML from the editor, or plain text (its line breaks are kept). */
  value: string | null | undefined;
  /** Shown when there is no text; default 'Nil' in the reader's language. */
  placeholder?: string;
  'aria-label'?: string;
}

/** Read-only rich text (minutes, letters, reports), rebuilt from an allow-list: never raw HTML. */
export function RichTextView({ value, placeholder, 'aria-label': ariaLabel }: RichTextViewProps) {
  const { t } = useTranslation();
  const text = value ?? '';
  const content = useMemo(() => (looksLikeHtml(text) ? htmlToReact(text) : null), [text]);
  const plain = text.replace(/<[^>]*>/g, '').trim();
  if (!plain && !(content && /<img/i.test(text))) return <Text c="dimmed">{placeholder ?? t('kit.nil')}</Text>;
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
