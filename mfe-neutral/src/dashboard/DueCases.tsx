import { Anchor, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isDueSoon, todayInIndia } from 'shared-api';
import { DataTable, PageRange, type DataTableColumn, type Translate } from 'shared-ui';
import { casePath } from '../api/case-kind';
import type { DueCase } from '../api/dashboard';
import { displayDate } from '../common/format';
import * as classes from './Dashboard.module.css';
import { useTranslation } from './i18n';

function columns(t: Translate, today: string): DataTableColumn<DueCase>[] {
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
    { key: 'stage', header: t('dashboard.due.stage') },
    {
      key: 'due',
      header: t('dashboard.due.date'),
      render: (row) => {
        const due = row.effective_due_date ?? row.extended_date ?? row.due_date;
        // SPEC §4: red while the due (or extended) date is within the next 10 days and not past.
        return isDueSoon(due, today) ? (
          <Text c="red" fw={600} size="sm" data-due-soon="true" className={classes.nowrap}>
            {displayDate(due)}
          </Text>
        ) : (
          displayDate(due)
        );
      },
    },
  ];
}

export function DueCases({ rows, total, loading, error }: { rows: DueCase[]; total?: number; loading: boolean; error?: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.due.title')}
      </Title>
      <DataTable
        // Today in India, as the server counts the days (shared-ui's isoDate would bring its date field along).
        columns={columns(t, todayInIndia())}
        rows={rows}
        getRowKey={(row) => row.name}
        loading={loading}
        error={error}
        emptyText={t('dashboard.due.empty')}
        minWidth={420}
      />
      {/* The server sends the soonest only: say so when there are more. */}
      {total !== undefined && total > rows.length && <PageRange from={1} to={rows.length} total={total} />}
    </Card>
  );
}
