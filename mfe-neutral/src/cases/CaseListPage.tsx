import { Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, type CaseKind, type ListTab } from 'shared-api';
import { DataTable, StageBadge, type DataTableColumn } from 'shared-ui';
import { casePath } from '../api/case-kind';
import { CASE_PAGE_SIZE, useCaseList } from '../api/cases';
import type { CaseRecord } from '../api/types';
import { displayDate } from '../common/format';
import { CASE_MANAGER, isNeutral, useRole } from '../common/roles';
import { AcceptCaseModal } from './AcceptCaseModal';
import { AssignNeutralModal } from './AssignNeutralModal';

const TABS: { value: ListTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'completed', label: 'Completed' },
];

const HEADINGS: Record<CaseKind, string> = { claim: 'Arbitrations', dispute: 'Mediations' };

function isTab(value: string | null): value is ListTab {
  return value === 'all' || value === 'draft' || value === 'completed';
}

/** /arbitration and /mediations for neutrals and the case manager: tabs and server pagination. */
export function CaseListPage({ kind }: { kind: CaseKind }) {
  const role = useRole();
  const [params, setParams] = useSearchParams();
  const tab: ListTab = isTab(params.get('tab')) ? (params.get('tab') as ListTab) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useCaseList(kind, tab, page);
  const [accepting, setAccepting] = useState<CaseRecord | null>(null);
  const [assigning, setAssigning] = useState<CaseRecord | null>(null);

  const neutralName = (row: CaseRecord) => (kind === 'claim' ? row.arbitrator_name : row.mediator_name) ?? null;
  const isAssigned = (row: CaseRecord) => Boolean(kind === 'claim' ? row.arbitrator : row.mediator_email_id);

  const columns: DataTableColumn<CaseRecord>[] = [
    { key: 'sl', header: 'Sl No', width: 64, render: (_, index) => index + 1 },
    {
      key: 'name',
      header: 'Case No',
      render: (row) => (
        <Anchor component={Link} to={casePath(row.name)}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'title', header: 'Title', render: (row) => row.title ?? '-' },
    // Wide enough for the longest stage names, which a badge would otherwise cut short.
    { key: 'stage', header: 'Stage', width: 210, render: (row) => <StageBadge stage={row.stage} size="sm" /> },
    {
      key: 'neutral',
      header: kind === 'claim' ? 'Arbitrator' : 'Mediator',
      render: (row) => neutralName(row) ?? <Text c="dimmed" size="sm">Not assigned</Text>,
    },
    { key: 'creation', header: 'Filed On', render: (row) => displayDate(row.creation) },
    {
      key: 'action',
      header: 'Action',
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          {row.stage === 'Draft' && role === CASE_MANAGER && (
            <Button size="xs" variant="light" onClick={() => setAssigning(row)} aria-label={`Assign ${row.name}`}>
              {isAssigned(row) ? 'Reassign' : 'Assign'}
            </Button>
          )}
          {row.stage === 'Draft' && isNeutral(role) && isAssigned(row) && (
            <Button size="xs" onClick={() => setAccepting(row)} aria-label={`Accept ${row.name}`}>
              Accept
            </Button>
          )}
          <Button size="xs" variant="default" component={Link} to={casePath(row.name)} aria-label={`View ${row.name}`}>
            View
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {HEADINGS[kind]}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) setParams({ tab: value });
        }}
      >
        <Tabs.List>
          {TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <DataTable
        caption={`${HEADINGS[kind]}: ${TABS.find((item) => item.value === tab)?.label}`}
        columns={columns}
        rows={list.data?.rows ?? []}
        total={list.data?.total}
        page={page}
        pageSize={CASE_PAGE_SIZE}
        onPageChange={(next) => setParams({ tab, page: String(next) })}
        getRowKey={(row) => row.name}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error) : undefined}
        minWidth={820}
      />
      <AcceptCaseModal kind={kind} caseRecord={accepting} onClose={() => setAccepting(null)} />
      <AssignNeutralModal kind={kind} caseRecord={assigning} onClose={() => setAssigning(null)} />
    </Stack>
  );
}

export function ArbitrationListPage() {
  return <CaseListPage kind="claim" />;
}

export function MediationListPage() {
  return <CaseListPage kind="dispute" />;
}
