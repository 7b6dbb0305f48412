import { Text } from '@mantine/core';
import { formatCount } from 'shared-api';
import { useTranslation } from '../i18n/common';

export interface PageRangeProps {
  from: number;
  to: number;
  total: number;
}

/**
 * "Showing 11–20 of 57" in the reader's language: under a table, a phone's list of cards, or a list
 * that holds only the first rows of many ("Showing 1–50 of 9,038"). Indian grouping, as amounts.
 */
export function PageRange({ from, to, total }: PageRangeProps) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {t('common.range', { from: formatCount(from), to: formatCount(to), total: formatCount(total) })}
    </Text>
  );
}
