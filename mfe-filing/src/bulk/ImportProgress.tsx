import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { errorMessage } from 'shared-api';
import { useTranslation } from './i18n';
import { importCount, isFinished, useDataImport } from './import-query';

/**
 * The import job's progress (rows done of total), polled every second, then its final counts.
 * `onFinished` runs once the job has filed its rows (Success or Partial Success).
 */
export function ImportProgress({ dataImport, lot, onFinished }: { dataImport: string; lot: string; onFinished: () => void }) {
  const query = useDataImport(dataImport);
  const { t } = useTranslation();
  const job = query.data;
  const done = isFinished(job?.status);
  useEffect(() => {
    if (job && done && job.status !== 'Error') onFinished();
  }, [done, job?.status]);

  const total = job?.total_rows ?? 0;
  const processed = job?.processed_rows ?? 0;
  const percent = total > 0 ? Math.round((processed / total) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="import-progress">
      <Stack gap="sm">
        <Title order={2} size="h4" id="import-progress">
          {t('filing.bulk.progress.title', { dataImport, lot })}
        </Title>
        {query.isError ? (
          <Alert color="red" title={t('filing.bulk.progress.loadFailed')}>
            {errorMessage(query.error)}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
              {t('filing.bulk.retry')}
            </Button>
          </Alert>
        ) : (
          <>
            <Progress value={done ? 100 : percent} size="lg" striped={!done} animated={!done} aria-label={t('filing.bulk.progress.label')} aria-valuetext={`${percent}%`} />
            <Text aria-live="polite" role="status">
              {!job || job.status === 'Pending'
                ? t('filing.bulk.progress.waiting')
                : done
                  ? t('filing.bulk.progress.done', {
                      status: job.status,
                      imported: importCount(job.imported_rows),
                      skippedRows: job.skipped_rows ?? 0,
                      skipped: importCount(job.skipped_rows),
                      failedRows: job.failed_rows ?? 0,
                      failed: importCount(job.failed_rows),
                    })
                  : t('filing.bulk.progress.running', { processed: importCount(processed), total: importCount(total) })}
            </Text>
            {job?.status === 'Error' && (
              <Alert color="red" title={t('filing.bulk.progress.failed')}>
                {job.error_message ?? t('filing.bulk.progress.noneFiled')}
              </Alert>
            )}
          </>
        )}
        {done && (
          <Group>
            <Text size="sm" c="dimmed">
              {t('filing.bulk.progress.where')}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
