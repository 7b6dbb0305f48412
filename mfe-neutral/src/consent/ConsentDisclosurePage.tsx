import { Anchor, Badge, Button, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from 'shared-api';
import { DataTable, notify, type DataTableColumn, type Translate } from 'shared-ui';
import { useApproveConsentDispatch, useConsentCases, useDispatchChannels, type ConsentCase } from '../api/dispatches';
import { casePath } from '../api/case-kind';
import { displayDate } from '../common/format';
import { ConsentForm } from './ConsentForm';
import { useTranslation } from './i18n';

const DEFAULT_CHANNEL = 'Speed Post';

/**
 * The channel an approval records: the one its deliveries went by (the server refuses another),
 * else what the case already says, else the usual post.
 */
export const approvalChannel = (row: ConsentCase): string => row.recorded_channels?.[0] ?? row.consent_and_disclosure_channel ?? DEFAULT_CHANNEL;

const caseColumn = (t: Translate): DataTableColumn<ConsentCase> => ({
  key: 'case',
  header: t('consent.column.case'),
  render: (row) => (
    <Anchor component={Link} to={casePath(row.name)}>
      {row.name}
    </Anchor>
  ),
});

/**
 * /nomination&disclosure: the neutral's cases awaiting consent and disclosure, and those whose
 * disclosure has been recorded but whose dispatch is not yet approved (approved many at once).
 */
export function ConsentDisclosurePage() {
  const { t } = useTranslation();
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
      if (on) next[row.name] = current[row.name] ?? approvalChannel(row);
      else delete next[row.name];
      return next;
    });

  const approveSelected = () => {
    const entries = Object.entries(selected).map(([name, channel]) => ({ name, channel }));
    approve.mutate(entries, {
      onSuccess: () => {
        notify.success(t('consent.approve.success'));
        setSelected({});
      },
      onError: (failure) => notify.error(errorMessage(failure, t('consent.approve.failed'))),
    });
  };

  const awaitingColumns: DataTableColumn<ConsentCase>[] = [
    caseColumn(t),
    { key: 'title', header: t('consent.column.parties'), render: (row) => row.title ?? '-' },
    { key: 'stage', header: t('consent.awaiting.stage') },
    { key: 'accepted', header: t('consent.awaiting.accepted'), render: (row) => displayDate(row.acceptance_date) },
    {
      key: 'action',
      header: t('consent.awaiting.action'),
      render: (row) => (
        <Button size="xs" onClick={() => setRecording(row)} aria-label={t('consent.awaiting.recordFor', { name: row.name })}>
          {t('consent.awaiting.record')}
        </Button>
      ),
    },
  ];

  const approveColumns: DataTableColumn<ConsentCase>[] = [
    {
      key: 'pick',
      header: t('consent.approve.column'),
      width: 80,
      render: (row) => <Checkbox aria-label={t('consent.approve.one', { name: row.name })} checked={row.name in selected} onChange={(event) => toggle(row, event.currentTarget.checked)} />,
    },
    caseColumn(t),
    { key: 'title', header: t('consent.column.parties'), render: (row) => row.title ?? '-' },
    {
      key: 'channel',
      header: t('consent.column.channel'),
      render: (row) => {
        const recorded = row.recorded_channels ?? [];
        // One recorded channel is what the approval keeps: shown, not offered for change.
        if (recorded.length === 1) {
          return (
            <Text size="sm" aria-label={t('consent.column.channelFor', { name: row.name })}>
              {t('consent.column.recorded', { channel: recorded[0] })}
            </Text>
          );
        }
        return (
          <Select
            aria-label={t('consent.column.channelFor', { name: row.name })}
            size="xs"
            data={recorded.length > 1 ? recorded : (channels.data ?? [DEFAULT_CHANNEL])}
            value={selected[row.name] ?? approvalChannel(row)}
            onChange={(value) => value && setSelected((current) => ({ ...current, [row.name]: value }))}
            allowDeselect={false}
            w={170}
          />
        );
      },
    },
    {
      key: 'dispatches',
      header: t('consent.column.deliveries'),
      render: (row) => (
        <Anchor component={Link} to={`/dispatch/${encodeURIComponent(row.name)}?kind=consent`}>
          {t('consent.column.recordDeliveries')}
        </Anchor>
      ),
    },
  ];

  const count = Object.keys(selected).length;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('consent.title')}
      </Title>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('consent.awaiting.title')}
          </Title>
          {list.data && <Badge variant="light">{awaiting.length}</Badge>}
        </Group>
        <DataTable
          columns={awaitingColumns}
          rows={awaiting}
          getRowKey={(row) => row.name}
          loading={list.isPending}
          error={error}
          emptyText={t('consent.awaiting.empty')}
          minWidth={640}
        />
      </Stack>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('consent.approve.title')}
          </Title>
          <Button onClick={approveSelected} disabled={count === 0} loading={approve.isPending}>
            {t('consent.approve.selected', { count })}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('consent.approve.hint')}
        </Text>
        <DataTable
          columns={approveColumns}
          rows={toApprove}
          getRowKey={(row) => row.name}
          loading={list.isPending}
          error={error}
          emptyText={t('consent.approve.empty')}
          minWidth={720}
        />
      </Stack>
      <ConsentForm caseRow={recording} onClose={() => setRecording(null)} />
    </Stack>
  );
}
