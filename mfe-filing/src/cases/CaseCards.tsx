import { Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardList, PageRange, Pagination, StageBadge, StatutoryDeadline } from 'shared-ui';
import * as classes from './CaseCards.module.css';
import type { CaseListRow } from './case-list-query';
import { useTranslation } from './i18n';
import { formatDate } from 'shared-api';

interface CaseCardsProps {
  rows: CaseListRow[];
  viewPath: string;
  neutralLabel: string;
  loading: boolean;
  error?: ReactNode;
  emptyText: string;
  total?: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** The case list on a phone: one card per case, each a link to the case, with the same pages. */
export function CaseCards({ rows, viewPath, neutralLabel, loading, error, emptyText, total, page, pageSize, onPageChange }: CaseCardsProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Stack gap="sm" aria-busy>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={96} radius="md" data-testid="skeleton-row" />
        ))}
      </Stack>
    );
  }
  if (error) {
    return (
      <Text c="red" role="alert">
        {error}
      </Text>
    );
  }
  if (rows.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  const first = (page - 1) * pageSize;
  const pageCount = total === undefined ? 1 : Math.ceil(total / pageSize);
  return (
    <Stack gap="sm">
      <CardList aria-label={t('filing.cases.cards')}>
        {rows.map((row) => (
          <li key={row.name}>
            <UnstyledButton component={Link} to={`${viewPath}/${encodeURIComponent(row.name)}`} className={classes.card}>
              <Paper withBorder radius="md" p="sm">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={700} className={classes.number}>
                    {row.name}
                  </Text>
                  <StageBadge stage={row.stage} size="sm" />
                </Group>
                <Text size="sm" mt={4}>
                  {row.title}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {[
                    row.agreement,
                    row.neutral ? t('filing.cases.card.neutral', { role: neutralLabel, name: row.neutral }) : null,
                    formatDate(row.creation) ? t('filing.cases.card.filed', { date: formatDate(row.creation) }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {row.statutoryDueRunning && (
                  <Group mt={6}>
                    <StatutoryDeadline on={row.statutoryDue} kind={row.name.startsWith('MED') ? 'Mediation' : 'Award'} size="sm" tabIndex={-1} />
                  </Group>
                )}
              </Paper>
            </UnstyledButton>
          </li>
        ))}
      </CardList>
      {total !== undefined && (
        <PageRange from={first + 1} to={first + rows.length} total={total} />
      )}
      <Pagination page={page} pageCount={pageCount} onChange={onPageChange} margin={1} range={3} />
    </Stack>
  );
}
