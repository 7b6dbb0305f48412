/// <reference path="../../css-modules.d.ts" />
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { describeAuditRow } from 'shared-api';
import { useTranslation } from '../../i18n/kit';
import { Pagination } from '../../Pagination';
import { QueryState } from '../QueryState';
import { useCaseTimeline } from '../queries';
import * as classes from './CaseTimeline.module.css';

export interface CaseTimelineProps {
  caseName: string;
  /** Default 20. */
  pageSize?: number;
  emptyText?: string;
}

/**
 * What happened in the case, newest first, from the server's audit trail: who, when, and what
 * changed in plain words ("Stage changed from Draft to Assignment.").
 */
export function CaseTimeline({ caseName, pageSize = 20, emptyText }: CaseTimelineProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useCaseTimeline(caseName, page, pageSize);
  return (
    <QueryState query={query} what="case history" isEmpty={(data) => data.rows.length === 0} emptyText={emptyText ?? t('kit.history.none')}>
      {(data) => {
        const pageCount = Math.ceil(data.total / pageSize);
        return (
          <Stack gap="sm">
            <ol className={classes.list} aria-label={t('kit.history.title')} aria-busy={query.isPlaceholderData || undefined}>
              {data.rows.map((row) => {
                const entry = describeAuditRow(row);
                return (
                  <li key={entry.id} className={classes.entry}>
                    <Text className={classes.summary}>{entry.summary}</Text>
                    <Text size="sm" c="dimmed">
                      {entry.who}
                      {entry.when && (
                        <>
                          {' · '}
                          <time dateTime={entry.at.replace(' ', 'T')}>{entry.when}</time>
                        </>
                      )}
                    </Text>
                  </li>
                );
              })}
            </ol>
            {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={setPage} label={t('kit.history.pages')} />}
          </Stack>
        );
      }}
    </QueryState>
  );
}
