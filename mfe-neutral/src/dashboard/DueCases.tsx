import { Anchor, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isDueSoon } from 'shared-api';
import { DataTable, type DataTableColumn, isoDate } from 'shared-ui';
import { casePath } from '../api/case-kind';
import type { DueCase } from '../api/dashboard';
import { displayDate } from '../common/format';
import * as classes from './Dashboard.module.css';

function columns(today: string): DataTableColumn<DueCase>[] {
  return [
    {
      key: 'name',
      header: 'Case',
      render: (row) => (
        <Anchor component={Link} to={casePath(row.name)} className={classes.nowrap}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'title', header: 'Title' },
    { key: 'stage', header: 'Stage' },
    {
      key: 'due',
      header: 'Due Date',
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

export function DueCases({ rows, loading, error }: { rows: DueCase[]; loading: boolean; error?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Cases due within 10 days
      </Title>
      <DataTable
        columns={columns(isoDate(new Date()))}
        rows={rows}
        getRowKey={(row) => row.name}
        loading={loading}
        error={error}
        emptyText="No cases due in the next 10 days"
        minWidth={420}
      />
    </Card>
  );
}
