import { Anchor, Badge, Button, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from 'shared-api';
import { DataTable, notify, type DataTableColumn } from 'shared-ui';
import { useApproveConsentDispatch, useConsentCases, useDispatchChannels, type ConsentCase } from '../api/dispatches';
import { casePath } from '../api/case-kind';
import { displayDate } from '../common/format';
import { ConsentForm } from './ConsentForm';

const DEFAULT_CHANNEL = 'Speed Post';

const caseColumn: DataTableColumn<ConsentCase> = {
  key: 'case',
  header: 'Case',
  render: (row) => (
    <Anchor component={Link} to={casePath(row.name)}>
      {row.name}
    </Anchor>
  ),
};

/**
 * /nomination&disclosure: the neutral's cases awaiting consent and disclosure, and those whose
 * disclosure has been recorded but whose dispatch is not yet approved (approved many at once).
 */
export function ConsentDisclosurePage() {
  const list = useConsentCases();
  const channels = useDispatchChannels();
  const approve = useApproveConsentDispatch();
  const [recording, setRecording] = useState<ConsentCase | null>(null);
  const [selected, setSelected] = useState<Record<string, string>>({});

  const awaiting = useMemo(() => (list.data ?? []).filter((row) => !row.consent_recorded), [list.data]);
  const toApprove = useMemo(() => (list.data ?? []).filter((row) => row.consent_recorded && !row.consent_and_disclosure_dispatch), [list.data]);
  const error = list.isError ? errorMessage(list.error) : undefined;

  const toggle = (row: ConsentCase, on: boolean) =>
    setSelected((current) => {
      const next = { ...current };
      if (on) next[row.name] = current[row.name] ?? row.consent_and_disclosure_channel ?? DEFAULT_CHANNEL;
      else delete next[row.name];
      return next;
    });

  const approveSelected = () => {
    const entries = Object.entries(selected).map(([name, channel]) => ({ name, channel }));
    approve.mutate(entries, {
      onSuccess: () => {
        notify.success('Dispatch Approve successfully');
        setSelected({});
      },
      onError: (failure) => notify.error(errorMessage(failure, 'The dispatches could not be approved')),
    });
  };

  const awaitingColumns: DataTableColumn<ConsentCase>[] = [
    caseColumn,
    { key: 'title', header: 'Parties', render: (row) => row.title ?? '-' },
    { key: 'stage', header: 'Stage' },
    { key: 'accepted', header: 'Accepted on', render: (row) => displayDate(row.acceptance_date) },
    {
      key: 'action',
      header: 'Action',
      render: (row) => (
        <Button size="xs" onClick={() => setRecording(row)} aria-label={`Record consent and disclosure for ${row.name}`}>
          Record
        </Button>
      ),
    },
  ];

  const approveColumns: DataTableColumn<ConsentCase>[] = [
    {
      key: 'pick',
      header: 'Approve',
      width: 80,
      render: (row) => <Checkbox aria-label={`Approve the dispatch of ${row.name}`} checked={row.name in selected} onChange={(event) => toggle(row, event.currentTarget.checked)} />,
    },
    caseColumn,
    { key: 'title', header: 'Parties', render: (row) => row.title ?? '-' },
    {
      key: 'channel',
      header: 'Channel',
      render: (row) => (
        <Select
          aria-label={`Channel for ${row.name}`}
          size="xs"
          data={channels.data ?? [DEFAULT_CHANNEL]}
          value={selected[row.name] ?? row.consent_and_disclosure_channel ?? DEFAULT_CHANNEL}
          onChange={(value) => value && setSelected((current) => ({ ...current, [row.name]: value }))}
          allowDeselect={false}
          w={170}
        />
      ),
    },
    {
      key: 'dispatches',
      header: 'Deliveries',
      render: (row) => (
        <Anchor component={Link} to={`/dispatch/${encodeURIComponent(row.name)}?kind=consent`}>
          Record deliveries
        </Anchor>
      ),
    },
  ];

  const count = Object.keys(selected).length;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Consent & Disclosure
      </Title>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Awaiting your consent and disclosure
          </Title>
          {list.data && <Badge variant="light">{awaiting.length}</Badge>}
        </Group>
        <DataTable
          columns={awaitingColumns}
          rows={awaiting}
          getRowKey={(row) => row.name}
          loading={list.isPending}
          error={error}
          emptyText="Every case has your consent and disclosure"
          minWidth={640}
        />
      </Stack>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Disclosure recorded, dispatch to approve
          </Title>
          <Button onClick={approveSelected} disabled={count === 0} loading={approve.isPending}>
            {count > 0 ? `Approve ${count} selected` : 'Approve selected'}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Record each party’s delivery (e-mail, SMS, post with its tracking id) under Record deliveries; approving marks the case’s consent and disclosure dispatched.
        </Text>
        <DataTable
          columns={approveColumns}
          rows={toApprove}
          getRowKey={(row) => row.name}
          loading={list.isPending}
          error={error}
          emptyText="Nothing waits for approval"
          minWidth={720}
        />
      </Stack>
      <ConsentForm caseRow={recording} onClose={() => setRecording(null)} />
    </Stack>
  );
}
