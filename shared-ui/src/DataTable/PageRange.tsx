import { Text } from '@mantine/core';
import { useTranslation } from '../i18n/common';

export interface PageRangeProps {
  from: number;
  to: number;
  total: number;
}

/** "Showing 11–20 of 57" in the reader's language: under a table, or a phone's list of cards. */
export function PageRange({ from, to, total }: PageRangeProps) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {t('common.range', { from, to, total })}
    </Text>
  );
}
