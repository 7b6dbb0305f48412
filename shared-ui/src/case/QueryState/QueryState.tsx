import { Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../ErrorState';
import { caseErrorMessage } from '../queries';
import { translateValue, useTranslation } from '../../i18n/kit';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, for the loader's accessible name and the error title: e.g. 'award'. */
  what: string;
  /** True when the data holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}

/** Loading, error (with Retry) and empty states of one query, then its content. */
export function QueryState<T>({ query, what, isEmpty, emptyText, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  const thing = translateValue(t, 'kit.what', what);
  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('kit.query.loading', { what: thing })}>
        <Skeleton height={20} width="40%" radius="sm" />
        <Skeleton height={80} radius="sm" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('kit.query.loadFailed', { what: thing })}
        message={caseErrorMessage(query.error, t('kit.checkConnection'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty?.(query.data)) return <Text c="dimmed">{emptyText}</Text>;
  return <>{children(query.data)}</>;
}
