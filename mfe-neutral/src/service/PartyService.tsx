import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { printPdfUrl } from 'shared-api';
import type { ServiceAttemptRow, ServiceNoticeRow } from '../api/service';
import { RecordArticleForm, RecordTrackingForm, SubstitutedServiceForm } from './PostForms';
import { useTranslation } from './i18n';

const STATE_COLOR: Record<string, string> = { Served: 'green', 'In Progress': 'blue', Post: 'orange', 'Awaiting Decision': 'red', 'Substituted Service': 'grape' };
const STATUS_COLOR: Record<string, string> = { Queued: 'gray', Sent: 'blue', Delivered: 'green', Read: 'teal', Failed: 'red' };

/** The affidavit of one party (print format "Affidavit of Service" of Service Notice). */
export function affidavitUrl(notice: Pick<ServiceNoticeRow, 'case_name' | 'party_row'>): string {
  return printPdfUrl('Service Notice', `${notice.case_name}::${notice.party_row}`, 'Affidavit of Service', { download: true });
}

function Receipts({ attempt }: { attempt: ServiceAttemptRow }) {
  const { t } = useTranslation();
  if (attempt.receipts.length === 0) return <>{t('service.noReceipt')}</>;
  return (
    <Stack gap={2}>
      {attempt.receipts.map((receipt) => (
        <Text key={receipt.name} size="xs" title={`SHA-256 ${receipt.payload_sha256}`}>
          {receipt.status} · {receipt.event_time_ist}
        </Text>
      ))}
    </Stack>
  );
}

/** One notice to one party: its place on the ladder, every attempt and receipt, post, the affidavit. */
export function PartyService({ notice }: { notice: ServiceNoticeRow }) {
  const { t } = useTranslation();
  const name = notice.party_name ?? notice.party_row;
  const post = notice.attempts.filter((attempt) => attempt.channel === 'Post');
  const awaitingArticle = notice.state !== 'Served' && (post.length === 0 || post.some((attempt) => !attempt.provider_message_id));
  return (
    <Card withBorder component="section" aria-label={`${notice.notice_kind}: ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={3} size="h5">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {notice.notice_kind}
              {notice.ist.served_on ? ` · ${t('service.party.servedOn', { at: notice.ist.served_on })}` : ''}
            </Text>
          </div>
          <Group gap="xs">
            <Badge color={STATE_COLOR[notice.state] ?? 'gray'} variant="light" aria-label={`${t('service.party.state')}: ${notice.state}`}>
              {notice.state}
            </Badge>
            <Button component="a" size="xs" variant="default" href={affidavitUrl(notice)} aria-label={t('service.party.affidavitOf', { name })}>
              {t('service.party.affidavit')}
            </Button>
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Caption>{t('service.attempts', { kind: notice.notice_kind, name })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('service.column.channel')}</Table.Th>
                <Table.Th>{t('service.column.address')}</Table.Th>
                <Table.Th>{t('service.column.status')}</Table.Th>
                <Table.Th>{t('service.column.sent')}</Table.Th>
                <Table.Th>{t('service.column.receipts')}</Table.Th>
                <Table.Th>{t('service.column.reference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {notice.attempts.map((attempt) => (
                <Table.Tr key={attempt.name}>
                  <Table.Td>{attempt.channel}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{attempt.address ?? '-'}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[attempt.status] ?? 'gray'} variant="light">
                      {attempt.status}
                    </Badge>
                    {attempt.error && (
                      <Text size="xs" c="red">
                        {attempt.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{attempt.ist.sent_on ?? '-'}</Table.Td>
                  <Table.Td>
                    <Receipts attempt={attempt} />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{attempt.provider_message_id ?? '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {(awaitingArticle || post.some((attempt) => attempt.provider_message_id && attempt.status === 'Sent')) && (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('service.post.title')}
            </Text>
            {awaitingArticle && <RecordArticleForm notice={notice.name} partyName={name} />}
            {post
              .filter((attempt) => attempt.provider_message_id && attempt.status === 'Sent')
              .map((attempt) => (
                <RecordTrackingForm key={attempt.name} article={attempt.provider_message_id!} />
              ))}
          </Stack>
        )}
        {notice.state === 'Awaiting Decision' && <SubstitutedServiceForm notice={notice.name} partyName={name} />}
        {notice.decision && (
          <Text size="sm">
            <Anchor component="span">{notice.decided_by}</Anchor>: {notice.decision}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
