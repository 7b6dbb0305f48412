/// <reference path="../../css-modules.d.ts" />
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import * as classes from './VideoLink.module.css';
import { useTranslation } from '../../i18n/kit';

/** An http(s) address to link to, or null: anything else is never made clickable. */
export function safeWebUrl(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface VideoLinkProps {
  url: string | null | undefined;
  /** Link text; default 'Join video conference' in the reader's language. */
  label?: string;
  /** Shown when there is no link; default 'Nil' in the reader's language. */
  placeholder?: string;
}

/**
 * The video-conference link of a case or hearing (SPEC §2: "Nil when absent"). It opens in a new
 * tab; a stored value that is not a web address is shown as text, never linked.
 */
export function VideoLink({ url, label, placeholder }: VideoLinkProps) {
  const { t } = useTranslation();
  const text = (url ?? '').trim();
  if (!text) return <Text span>{placeholder ?? t('kit.nil')}</Text>;
  const href = safeWebUrl(text);
  if (!href) return <Text span className={classes.text}>
        {text}
      </Text>;
  return (
    <Anchor className={classes.link} href={href} target="_blank" rel="noopener noreferrer" title={href} inline>
      {label ?? t('kit.joinVideo')}
      <IconExternalLink size={14} aria-hidden="true" className={classes.icon} />
      <VisuallyHidden> {t('kit.newTab')}</VisuallyHidden>
    </Anchor>
  );
}
