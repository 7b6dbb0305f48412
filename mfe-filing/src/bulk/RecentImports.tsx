import { Anchor, Badge, Paper, Skeleton, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage, formatDate } from 'shared-api';
import { ErrorState, ResponsiveTable } from 'shared-ui';
import { useTranslation } from '../dashboard/i18n';
import { importCount, useRecentImports, type DataImportDoc } from './import-query';

const STATUS_COLOURS: Record<DataImportDoc['status'], string> = {
  Pending: 'gray',
  Running: 'blue',
  Success: 'green',
  'Partial Success': 'yellow',
  Error: 'red',
};

/** The user's latest bulk filings (lots and their imports) on the dashboard; nothing until there is one. */
export function RecentImports() {
  const imports = useRecentImports();
  const { t } = useTranslation();
  if (imports.isPending) return <Skeleton height={72} radius="md" aria-label={t('filing.dashboard.imports.loading')} />;
  if (imports.isError) return <ErrorState message={errorMessage(imports.error)} onRetry={() => void imports.refetch()} />;
  if (imports.data.length === 0) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="bulk-filings">
      <Title order={2} size="h4" id="bulk-filings" mb="sm">
        {t('filing.dashboard.imports.title')}
      </Title>
      <ResponsiveTable<DataImportDoc>
        caption={t('filing.dashboard.imports.title')}
        rows={imports.data}
        emptyText={t('filing.dashboard.imports.empty')}
        getRowKey={(row) => row.name}
        cardTitle={(row) => row.lot}
        columns={[
          { key: 'lot', header: t('filing.dashboard.imports.lot'), inCard: 'hidden', value: (row) => row.lot },
          { key: 'status', header: t('filing.dashboard.imports.status'), value: (row) => <Badge color={STATUS_COLOURS[row.status]} variant="light">{row.status}</Badge> },
          {
            key: 'rows',
            header: t('filing.dashboard.imports.filed'),
            value: (row) => t('filing.dashboard.imports.filedOf', { filed: importCount(row.imported_rows), total: importCount(row.total_rows) }),
          },
          { key: 'failed', header: t('filing.dashboard.imports.failed'), value: (row) => importCount(row.failed_rows) },
          { key: 'creation', header: t('filing.dashboard.imports.submitted'), value: (row) => formatDate(row.creation?.slice(0, 10)) ?? '-' },
          {
            key: 'drafts',
            header: t('filing.dashboard.imports.cases'),
            inCard: 'footer',
            value: (row) => (
              <Anchor component={Link} to={`${row.reference_doctype === 'Dispute' ? '/mediations' : '/arbitration'}?tab=draft`} size="sm">
                {t('filing.dashboard.imports.drafts')}
              </Anchor>
            ),
          },
        ]}
      />
    </Paper>
  );
}
