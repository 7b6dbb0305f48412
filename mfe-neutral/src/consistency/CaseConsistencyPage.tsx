import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, formatDateTime } from 'shared-api';
import { DataTable, EmptyState, ErrorState, PageLoader, StageBadge, type DataTableColumn } from 'shared-ui';
import { casePath } from '../api/case-kind';
import { useCaseConsistency, type CaseProblem } from '../api/consistency';
import { CASE_MANAGER, useRole } from '../common/roles';
import { ConsistencyCards } from './ConsistencyCards';
import { CorrectStageDialog, type CorrectionTarget } from './CorrectStageDialog';
import { useTranslation } from './i18n';
import { KIND_OF, ProblemList } from './ProblemList';

export const CONSISTENCY_PAGE_SIZE = 20;

const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** When the check ran, in India time, as the portal writes dates: '23-11-2026 02:05 PM'. */
export function checkedAt(epochMs: number): string | null {
  if (!epochMs) return null;
  return formatDateTime(new Date(epochMs + INDIA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' '));
}

/**
 * The case manager's check of every filed case against its records (server method
 * check_case_consistency, the same prerequisite rules the stage mover and the save hook use). Each
 * case listed can be corrected here with a reason that goes into its history.
 */
export function CaseConsistencyPage() {
  const { t } = useTranslation();
  const role = useRole();
  const manager = role === CASE_MANAGER;
  const check = useCaseConsistency(manager);
  const [page, setPage] = useState(1);
  const [correcting, setCorrecting] = useState<CorrectionTarget | null>(null);
  // A phone gets cards: a five-column table would hide the problems and the button off to the side.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const correct = (row: CaseProblem) => setCorrecting({ kind: KIND_OF[row.doctype], name: row.name, stage: row.stage, problems: row.problems });

  const columns: DataTableColumn<CaseProblem>[] = [
    {
      key: 'name',
      header: t('consistency.column.case'),
      width: 150,
      render: (row) => (
        <Anchor component={Link} to={casePath(row.name)} fw={600}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'kind', header: t('consistency.column.kind'), width: 110, render: (row) => t(`consistency.kind.${row.doctype}`) },
    { key: 'stage', header: t('consistency.column.stage'), width: 200, render: (row) => <StageBadge stage={row.stage} size="sm" /> },
    { key: 'problems', header: t('consistency.column.missing'), render: (row) => <ProblemList problems={row.problems} /> },
    {
      key: 'correct',
      header: t('consistency.column.action'),
      width: 140,
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          aria-label={t('consistency.correctOne', { name: row.name })}
          onClick={() => correct(row)}
        >
          {t('consistency.correct')}
        </Button>
      ),
    },
  ];

  let body;
  if (!manager) {
    body = <ErrorState title={t('consistency.managerOnlyTitle')} message={t('consistency.managerOnly')} />;
  } else if (check.isPending) {
    body = <PageLoader label={t('consistency.checking')} />;
  } else if (check.isError) {
    body = <ErrorState title={t('consistency.failed')} message={errorMessage(check.error)} onRetry={() => void check.refetch()} />;
  } else if (check.data.length === 0) {
    body = <EmptyState title={t('consistency.empty.title')} description={t('consistency.empty.description')} />;
  } else {
    const pageCount = Math.ceil(check.data.length / CONSISTENCY_PAGE_SIZE);
    const current = Math.min(page, pageCount);
    const rows = check.data.slice((current - 1) * CONSISTENCY_PAGE_SIZE, current * CONSISTENCY_PAGE_SIZE);
    const label = t('consistency.count', { count: check.data.length });
    const paging = { total: check.data.length, page: current, pageSize: CONSISTENCY_PAGE_SIZE, onPageChange: setPage };
    body = phone ? (
      <ConsistencyCards rows={rows} label={label} onCorrect={correct} {...paging} />
    ) : (
      <DataTable columns={columns} rows={rows} getRowKey={(row) => row.name} caption={label} minWidth={760} {...paging} />
    );
  }

  const ranAt = manager && check.isSuccess ? checkedAt(check.dataUpdatedAt) : null;
  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1} size="h2">
              {t('consistency.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('consistency.intro')}
            </Text>
          </div>
          {manager && (
            <Button variant="default" onClick={() => void check.refetch()} loading={check.isFetching} disabled={check.isPending}>
              {t('consistency.rerun')}
            </Button>
          )}
        </Group>
        {ranAt && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('consistency.checked', { at: ranAt })}
          </Text>
        )}
        {body}
      </Stack>
      <CorrectStageDialog target={correcting} onClose={() => setCorrecting(null)} />
    </Container>
  );
}
