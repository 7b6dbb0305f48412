import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from 'shared-api';
import type { ServiceAttemptRow, ServiceNoticeRow } from 'shared-api/methods';
import { ErrorState } from '../../ErrorState';
import { translateValue, useTranslation } from '../../i18n/kit';
import { ResponsiveTable, type ResponsiveColumn } from '../PartiesTables';
import { useCaseService } from '../queries';

export interface CaseServicePanelProps {
  caseName: string;
  /** The evidence bundle's PDF, offered to those who may download it (the case manager, the case's neutral). */
  evidenceHref?: string;
}

const STATE_COLORS: Record<string, string> = { Served: 'green', 'Substituted Service': 'grape', 'Awaiting Decision': 'red', Post: 'yellow' };

/**
 * The record of service of a case as its readers see it: each notice to each respondent, whether
 * and when its receipt was proven, and every attempt (channel, status, IST times, how many
 * receipts). A respondent's session gets only the notices sent to them (the server filters).
 */
export function CaseServicePanel({ caseName, evidenceHref }: CaseServicePanelProps) {
  const { t } = useTranslation();
  const service = useCaseService(caseName);
  const columns: ResponsiveColumn<ServiceAttemptRow>[] = [
    { key: 'channel', header: t('kit.service.channel'), value: (row) => row.channel, inCard: 'hidden' },
    { key: 'status', header: t('kit.service.status'), value: (row) => translateValue(t, 'kit.service.attempt', row.status) },
    { key: 'sent', header: t('kit.service.sent'), value: (row) => row.ist.sent_on ?? null },
    { key: 'received', header: t('kit.service.received'), value: (row) => row.ist.read_on ?? row.ist.delivered_on ?? null },
    { key: 'receipts', header: t('kit.service.receipts'), value: (row) => String(row.receipts.length) },
  ];
  const notice = (row: ServiceNoticeRow) => (
    <Paper key={row.name} withBorder radius="sm" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('kit.service.noticeTo', { kind: translateValue(t, 'kit.service.kind', row.notice_kind), name: row.party_name ?? '' })}</Text>
          <Badge variant="light" tt="none" color={STATE_COLORS[row.state] ?? 'blue'}>
            {translateValue(t, 'kit.service.state', row.state)}
          </Badge>
        </Group>
        <Text size="sm">{row.ist.served_on ? t('kit.service.servedOn', { when: row.ist.served_on }) : t('kit.service.notServed')}</Text>
        <ResponsiveTable caption={t('kit.service.attempts')} columns={columns} rows={row.attempts} getRowKey={(attempt) => attempt.name} cardTitle={(attempt) => attempt.channel} />
      </Stack>
    </Paper>
  );
  let body;
  if (service.isPending) body = <Text size="sm">{t('kit.service.loading')}</Text>;
  else if (service.isError) body = <ErrorState title={t('kit.service.failed')} message={errorMessage(service.error)} onRetry={() => void service.refetch()} />;
  else if (service.data.notices.length === 0) body = <Text size="sm" c="dimmed">{t('kit.service.empty')}</Text>;
  else body = service.data.notices.map(notice);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="case-service-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="case-service-title">
            {t('kit.service.title')}
          </Title>
          {evidenceHref && service.data && service.data.notices.length > 0 && (
            <Button component="a" href={evidenceHref} size="xs" variant="default">
              {t('kit.service.evidence')}
            </Button>
          )}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
