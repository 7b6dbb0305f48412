import { Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from 'shared-api';
import { SERVICE_CHANNELS } from 'shared-api/methods';
import { ErrorState } from 'shared-ui';
import { useServiceBatch } from '../api/service';
import { useTranslation } from './i18n';

const STATUSES = ['Queued', 'Sent', 'Delivered', 'Read', 'Failed'] as const;

/** How far the send just made has gone: texts and e-mails leaving at the providers' rates, receipts arriving. */
export function BatchProgress({ batch }: { batch: string }) {
  const { t } = useTranslation();
  const progress = useServiceBatch(batch);
  if (progress.isPending) return <Text size="sm">{t('service.batch.loading')}</Text>;
  if (progress.isError) return <ErrorState title={t('service.batch.failed')} message={errorMessage(progress.error)} onRetry={() => void progress.refetch()} />;
  const { notices, served, attempts, waiting } = progress.data;
  const total = SERVICE_CHANNELS.filter((channel) => channel !== 'Post').reduce((sum, channel) => sum + STATUSES.reduce((count, status) => count + attempts[channel][status], 0), 0);
  const left = total === 0 ? 100 : Math.round(((total - waiting) / total) * 100);
  return (
    <Card withBorder component="section" aria-labelledby="batch-progress-title">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="batch-progress-title">
            {t('service.batch.title', { batch })}
          </Title>
          <Text size="sm" role="status">
            {waiting > 0 ? t('service.batch.waiting', { waiting }) : t('service.batch.allLeft')}
          </Text>
        </Group>
        <Progress value={left} aria-label={t('service.batch.left')} aria-valuetext={`${left}%`} />
        <Text size="sm">{t('service.batch.served', { served, notices })}</Text>
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder striped>
            <Table.Caption>{t('service.batch.byChannel')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('service.column.channel')}</Table.Th>
                {STATUSES.map((status) => (
                  <Table.Th key={status}>{status}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SERVICE_CHANNELS.map((channel) => (
                <Table.Tr key={channel}>
                  <Table.Td>{channel}</Table.Td>
                  {STATUSES.map((status) => (
                    <Table.Td key={status}>{attempts[channel][status].toLocaleString('en-IN')}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
