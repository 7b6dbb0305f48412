import { Anchor, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { DASH, errorMessage, fileDownloadUrl, formatDateTime, isServerChannel, type DispatchKind } from 'shared-api';
import { EmptyState, ErrorState, notify } from 'shared-ui';
import { useCaseDispatches, useSendDispatch, type DispatchRecord } from '../api/dispatches';
import { displayDate } from '../common/format';
import { AwardServicePanel } from './AwardServicePanel';
import { DispatchEditor } from './DispatchEditor';
import type { Party } from './parties';
import { DispatchStatusBadge } from './StatusBadge';

const waitingToSend = (record: DispatchRecord) =>
  record.dispatch_details.some((row) => isServerChannel(row.channel) && !['Sent', 'Queued', 'Delivered'].includes(row.status ?? ''));

/** The dispatches of one kind on a case: each record's deliveries, with Send and Update. */
export function DispatchKindPanel({ caseName, kind, parties, editable }: { caseName: string; kind: DispatchKind; parties: Party[]; editable: boolean }) {
  const records = useCaseDispatches(caseName, kind.doctype);
  const send = useSendDispatch(caseName, kind.doctype);
  const [editing, setEditing] = useState<DispatchRecord | 'new' | null>(null);

  const sendRecord = (record: DispatchRecord) =>
    send.mutate(record.name, {
      onSuccess: (result) => {
        const parts = [result.sent && `${result.sent} sent`, result.queued && `${result.queued} queued in the outbox`, result.failed && `${result.failed} failed`].filter(Boolean).join(', ');
        if (result.failed > 0) notify.error(`Dispatch ${record.name}: ${parts}`);
        else notify.success(`Dispatch ${record.name}: ${parts}`);
      },
      onError: (failure) => notify.error(errorMessage(failure, 'The dispatch could not be sent')),
    });

  let body;
  if (records.isPending) body = <Text size="sm">Loading dispatches…</Text>;
  else if (records.isError) body = <ErrorState title="The dispatches could not be loaded" message={errorMessage(records.error)} onRetry={() => void records.refetch()} />;
  else if (records.data.length === 0) body = <EmptyState title={`No ${kind.label} dispatch yet`} description={editable ? 'Add one with a row for each recipient.' : undefined} />;
  else
    body = records.data.map((record) => (
      <Card key={record.name} withBorder radius="md" padding="sm">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>
              {record.name} · {record.documents || kind.label}
            </Text>
            <Group gap="xs">
              <DispatchStatusBadge status={record.status} />
              {record.dispatch_approved ? <Text size="xs" c="green">Approved</Text> : null}
              {editable && waitingToSend(record) && (
                <Button size="xs" onClick={() => sendRecord(record)} loading={send.isPending && send.variables === record.name}>
                  Send e-mail / SMS
                </Button>
              )}
              {editable && (
                <Button size="xs" variant="default" onClick={() => setEditing(record)}>
                  Update
                </Button>
              )}
            </Group>
          </Group>
          <Table.ScrollContainer minWidth={760} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `Deliveries of ${record.name}` } }}>
            <Table striped withTableBorder aria-label={`Deliveries of ${record.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Recipient</Table.Th>
                  <Table.Th>Channel</Table.Th>
                  <Table.Th>Dispatched</Table.Th>
                  <Table.Th>Tracking / message id</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>Proof</Table.Th>
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
                          View
                        </Anchor>
                      ) : row.acknowledged ? (
                        'Acknowledged'
                      ) : (
                        <Text size="sm" c="red.9">
                          No proof
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
              Recorded {formatDateTime(record.creation)}
            </Text>
          )}
        </Stack>
      </Card>
    ));

  return (
    <Stack gap="md">
      {editable && (
        <Group>
          <Button onClick={() => setEditing('new')}>New {kind.label} dispatch</Button>
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
