import { Anchor, Badge, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DEADLINE_LABELS } from 'shared-api';
import { DataTable, StatutoryDeadline, type DataTableColumn, type Translate } from 'shared-ui';
import { casePath } from '../api/case-kind';
import type { StatutoryDeadlineRow, StatutoryDeadlines as Deadlines } from '../api/statutory-deadlines';
import * as classes from './Dashboard.module.css';
import { useTranslation } from './i18n';

function columns(t: Translate, today: string): DataTableColumn<StatutoryDeadlineRow>[] {
  return [
    {
      key: 'name',
      header: t('dashboard.column.case'),
      render: (row) => (
        <Anchor component={Link} to={casePath(row.name)} className={classes.nowrap}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'title', header: t('dashboard.column.title') },
    { key: 'kind', header: t('dashboard.deadlines.deadline'), render: (row) => DEADLINE_LABELS[row.next_deadline_kind] ?? row.next_deadline_kind },
    {
      key: 'due',
      header: t('dashboard.deadlines.due'),
      render: (row) => <StatutoryDeadline on={row.next_deadline_on} kind={row.next_deadline_kind} today={today} size="md" compact />,
    },
  ];
}

export interface StatutoryDeadlinesProps {
  data: Deadlines | undefined;
  loading: boolean;
  error?: string;
}

/**
 * "Statutory deadlines in the next 30 days" (s.23(4), s.29A, Mediation Act s.18): the neutral's
 * cases whose clock runs out soon or has run out, and how their running clocks stand.
 */
export function StatutoryDeadlines({ data, loading, error }: StatutoryDeadlinesProps) {
  const { t } = useTranslation();
  const counts = data?.counts;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="statutory-deadlines-title">
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <Title order={2} size="h4" id="statutory-deadlines-title">
          {t('dashboard.deadlines.title')}
        </Title>
        {counts && (
          <Group gap={6} wrap="wrap" aria-label={t('dashboard.deadlines.clocks')}>
            <Badge color="red" variant="filled" tt="none" data-count="past_due">
              {t('dashboard.deadlines.pastDue', { count: counts.past_due })}
            </Badge>
            <Badge color="yellow" variant="filled" autoContrast tt="none" data-count="due_soon">
              {t('dashboard.deadlines.dueSoon', { count: counts.due_soon })}
            </Badge>
            <Badge color="gray" variant="light" tt="none" data-count="running">
              {t('dashboard.deadlines.running', { count: counts.running })}
            </Badge>
          </Group>
        )}
      </Group>
      <DataTable
        columns={columns(t, data?.today ?? '')}
        rows={data?.deadlines ?? []}
        getRowKey={(row) => row.name}
        loading={loading}
        error={error}
        emptyText={t('dashboard.deadlines.empty')}
        minWidth={520}
      />
    </Card>
  );
}
