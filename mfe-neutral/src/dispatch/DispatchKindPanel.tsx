import { Alert, Anchor, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DASH, errorMessage, fileDownloadUrl, formatDateTime, isServerChannel, type DispatchKind } from 'shared-api';
import { EmptyState, ErrorState, notify } from 'shared-ui';
import { useCaseDispatches, useSendDispatch, type DispatchRecord } from '../api/dispatches';
import { displayDate } from '../common/format';
import { AwardServicePanel } from './AwardServicePanel';
import { DispatchEditor } from './DispatchEditor';
import { useTranslation } from './i18n';
import type { Party } from './parties';
import { DispatchStatusBadge } from './StatusBadge';

const waitingToSend = (record: DispatchRecord) =>
  record.dispatch_details.some((row) => isServerChannel(row.channel) && !['Sent', 'Queued', 'Delivered'].includes(row.status ?? ''));

/**
 * What follows recording a dispatch of this kind. Only consent and disclosure is approved, by its
 * neutral on the Consent & Disclosure screen after the declaration; a hearing notice and the award
 * need none: the case records them from their deliveries.
 */
export function NextStep({ kind }: { kind: DispatchKind }) {
  const { t } = useTranslation();
  const consent = kind.doctype === 'Consent And Disclosure Dispatch';
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />} title={t(consent ? 'dispatch.next.approvalTitle' : 'dispatch.next.noApprovalTitle')}>
      <Text size="sm">{t(consent ? 'dispatch.next.consent' : kind.doctype === 'Document Dispatch Tracker' ? 'dispatch.next.award' : 'dispatch.next.notice')}</Text>
      {consent && (
        <Anchor component={Link} to="/nomination&disclosure" size="sm">
          {t('dispatch.next.goToConsent')}
        </Anchor>
      )}
    </Alert>
  );
}

/** The dispatches of one kind on a case: each record's deliveries, with Send and Update. */
export function DispatchKindPanel({ caseName, kind, parties, editable }: { caseName: string; kind: DispatchKind; parties: Party[]; editable: boolean }) {
  const { t } = useTranslation();
  const records = useCaseDispatches(caseName, kind.doctype);
  const send = useSendDispatch(caseName, kind.doctype);
  const [editing, setEditing] = useState<DispatchRecord | 'new' | null>(null);

  const sendRecord = (record: DispatchRecord) =>
    send.mutate(record.name, {
      onSuccess: (result) => {
        const parts = [
          result.sent && t('dispatch.panel.sent', { count: result.sent }),
          result.queued && t('dispatch.panel.queued', { count: result.queued }),
          result.failed && t('dispatch.panel.failed', { count: result.failed }),
        ]
          .filter(Boolean)
          .join(', ');
        if (result.failed > 0) notify.error(t('dispatch.panel.result', { name: record.name, parts }));
        else notify.success(t('dispatch.panel.result', { name: record.name, parts }));
      },
      onError: (failure) => notify.error(errorMessage(failure, t('dispatch.panel.sendFailed'))),
    });

  let body;
  if (records.isPending) body = <Text size="sm">{t('dispatch.panel.loading')}</Text>;
  else if (records.isError) body = <ErrorState title={t('dispatch.panel.loadFailed')} message={errorMessage(records.error)} onRetry={() => void records.refetch()} />;
  else if (records.data.length === 0) body = <EmptyState title={t('dispatch.panel.empty', { kind: kind.label })} description={editable ? t('dispatch.panel.addOne') : undefined} />;
  else
    body = records.data.map((record) => (
      <Card key={record.name} withBorder radius="md" padding="sm">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>
              {t('dispatch.panel.record', { name: record.name, documents: record.documents || kind.label })}
            </Text>
            <Group gap="xs">
              <DispatchStatusBadge status={record.status} />
              {record.dispatch_approved ? <Text size="xs" c="green">{t('dispatch.panel.approved')}</Text> : null}
              {editable && waitingToSend(record) && (
                <Button size="xs" onClick={() => sendRecord(record)} loading={send.isPending && send.variables === record.name}>
                  {t('dispatch.panel.send')}
                </Button>
              )}
              {editable && (
                <Button size="xs" variant="default" onClick={() => setEditing(record)}>
                  {t('dispatch.panel.update')}
                </Button>
              )}
            </Group>
          </Group>
          <Table.ScrollContainer minWidth={760} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('dispatch.panel.deliveries', { name: record.name }) } }}>
            <Table striped withTableBorder aria-label={t('dispatch.panel.deliveries', { name: record.name })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dispatch.panel.recipient')}</Table.Th>
                  <Table.Th>{t('dispatch.panel.channel')}</Table.Th>
                  <Table.Th>{t('dispatch.panel.dispatched')}</Table.Th>
                  <Table.Th>{t('dispatch.panel.tracking')}</Table.Th>
                  <Table.Th>{t('dispatch.panel.status')}</Table.Th>
                  <Table.Th>{t('dispatch.panel.received')}</Table.Th>
                  <Table.Th>{t('dispatch.panel.proof')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {record.dispatch_details.map((row) => (
                  <Table.Tr key={row.name}>
                    <Table.Td>{row.dispatched_to ?? DASH}</Table.Td>
                    <Table.Td>{row.channel ?? DASH}</Table.Td>
                    <Table.Td>{displayDate(row.dispatch_date)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" truncate="end" maw={240} title={row.tracking_id || row.message_id || undefined}>
                        {row.tracking_id || row.message_id || DASH}
                      </Text>
                      {row.send_error && (
                        <Text size="xs" c="red.9">
                          {row.send_error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <DispatchStatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td>{row.acknowledged ? displayDate(row.received_date ?? row.acknowledgement_date) : DASH}</Table.Td>
                    <Table.Td>
                      {row.proof ? (
                        <Anchor href={fileDownloadUrl(row.proof) ?? undefined} size="sm">
                          {t('dispatch.panel.view')}
                        </Anchor>
                      ) : row.acknowledged ? (
                        t('dispatch.panel.acknowledged')
                      ) : (
                        <Text size="sm" c="red.9">
                          {t('dispatch.panel.noProof')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {record.creation && (
            <Text size="xs" c="dimmed">
              {t('dispatch.panel.recorded', { at: formatDateTime(record.creation) })}
            </Text>
          )}
        </Stack>
      </Card>
    ));

  return (
    <Stack gap="md">
      <NextStep kind={kind} />
      {editable && (
        <Group>
          <Button onClick={() => setEditing('new')}>{t('dispatch.panel.new', { kind: kind.label })}</Button>
        </Group>
      )}
      {body}
      {kind.doctype === 'Document Dispatch Tracker' && <AwardServicePanel caseName={caseName} />}
      {editing && (
        <DispatchEditor
          caseName={caseName}
          kind={kind}
          parties={parties}
          record={editing === 'new' ? undefined : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
