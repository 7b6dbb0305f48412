import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { errorMessage } from 'shared-api';
import { isFinished, useDataImport } from './import-query';

const count = (value: number | undefined) => (value ?? 0).toLocaleString('en-IN');

/**
 * The import job's progress (rows done of total), polled every second, then its final counts.
 * `onFinished` runs once the job has filed its rows (Success or Partial Success).
 */
export function ImportProgress({ dataImport, lot, onFinished }: { dataImport: string; lot: string; onFinished: () => void }) {
  const query = useDataImport(dataImport);
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
          Import {dataImport} into {lot}
        </Title>
        {query.isError ? (
          <Alert color="red" title="The progress could not be loaded">
            {errorMessage(query.error)}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : (
          <>
            <Progress value={done ? 100 : percent} size="lg" striped={!done} animated={!done} aria-label="Import progress" aria-valuetext={`${percent}%`} />
            <Text aria-live="polite" role="status">
              {!job || job.status === 'Pending'
                ? 'Waiting to start…'
                : done
                  ? `${job.status}: ${count(job.imported_rows)} cases filed as drafts${job.skipped_rows ? `, ${count(job.skipped_rows)} already filed` : ''}${job.failed_rows ? `, ${count(job.failed_rows)} rows with errors` : ''}.`
                  : `Imported ${count(processed)} of ${count(total)} rows`}
            </Text>
            {job?.status === 'Error' && (
              <Alert color="red" title="The import failed">
                {job.error_message ?? 'No case was filed.'}
              </Alert>
            )}
          </>
        )}
        {done && (
          <Group>
            <Text size="sm" c="dimmed">
              The cases are in the Draft tab of your arbitrations or mediations.
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
