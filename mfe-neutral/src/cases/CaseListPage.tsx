import { Anchor, Button, Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEADLINE_FILTERS, type CaseKind, type DeadlineFilter, type ListTab } from 'shared-api';
import { DataTable, StageBadge, StatutoryDeadline, type DataTableColumn, pageQueryProps } from 'shared-ui';
import { casePath } from '../api/case-kind';
import { CASE_PAGE_SIZE, useCaseList } from '../api/cases';
import type { CaseRecord } from '../api/types';
import { displayDate } from '../common/format';
import { CASE_MANAGER, isNeutral, useRole } from '../common/roles';
import { AcceptCaseModal } from './AcceptCaseModal';
import { AssignNeutralModal } from './AssignNeutralModal';
import { useTranslation } from './i18n';

const TABS: ListTab[] = ['all', 'draft', 'completed'];

const DEADLINE_CHOICES = ['any', 'past_due', 'due_soon'];

const SORT_CHOICES = ['newest', 'deadline'];

const isDeadlineFilter = (value: string | null): value is DeadlineFilter => (DEADLINE_FILTERS as readonly (string | null)[]).includes(value);

function isTab(value: string | null): value is ListTab {
  return value === 'all' || value === 'draft' || value === 'completed';
}

/** /arbitration and /mediations for neutrals and the case manager: tabs and server pagination. */
export function CaseListPage({ kind }: { kind: CaseKind }) {
  const { t } = useTranslation();
  const role = useRole();
  const [params, setParams] = useSearchParams();
  const tab: ListTab = isTab(params.get('tab')) ? (params.get('tab') as ListTab) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const deadline = isDeadlineFilter(params.get('deadline')) ? (params.get('deadline') as DeadlineFilter) : null;
  const sort = params.get('sort') === 'deadline' ? 'deadline' : 'newest';
  const list = useCaseList(kind, tab, page, { deadline, sort });
  /** Changes some of the list's URL parameters; any change but the page starts again at page 1. */
  const setView = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const [accepting, setAccepting] = useState<CaseRecord | null>(null);
  const [assigning, setAssigning] = useState<CaseRecord | null>(null);

  const neutralName = (row: CaseRecord) => (kind === 'claim' ? row.arbitrator_name : row.mediator_name) ?? null;
  const isAssigned = (row: CaseRecord) => Boolean(kind === 'claim' ? row.arbitrator : row.mediator_email_id);

  const columns: DataTableColumn<CaseRecord>[] = [
    { key: 'sl', header: t('cases.column.sl'), width: 64, render: (_, index) => index + 1 },
    {
      key: 'name',
      header: t('cases.column.caseNo'),
      render: (row) => (
        <Anchor component={Link} to={casePath(row.name)}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'title', header: t('cases.column.title'), render: (row) => row.title ?? '-' },
    // Wide enough for the longest stage names, which a badge would otherwise cut short.
    { key: 'stage', header: t('cases.column.stage'), width: 210, render: (row) => <StageBadge stage={row.stage} size="sm" /> },
    {
      key: 'neutral',
      header: t('cases.column.neutral', { kind }),
      render: (row) => neutralName(row) ?? <Text c="dimmed" size="sm">{t('cases.notAssigned')}</Text>,
    },
    { key: 'creation', header: t('cases.column.filedOn'), render: (row) => displayDate(row.creation) },
    {
      key: 'deadline',
      header: t('cases.column.deadline'),
      render: (row) => (row.next_deadline_on ? <StatutoryDeadline on={row.next_deadline_on} kind={row.next_deadline_kind} size="sm" compact /> : '-'),
    },
    {
      key: 'action',
      header: t('cases.column.action'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          {row.stage === 'Draft' && role === CASE_MANAGER && (
            <Button size="xs" variant="light" onClick={() => setAssigning(row)} aria-label={t('cases.action.assignCase', { name: row.name })}>
              {t(isAssigned(row) ? 'cases.action.reassign' : 'cases.action.assign')}
            </Button>
          )}
          {row.stage === 'Draft' && isNeutral(role) && isAssigned(row) && (
            <Button size="xs" onClick={() => setAccepting(row)} aria-label={t('cases.action.acceptCase', { name: row.name })}>
              {t('cases.action.accept')}
            </Button>
          )}
          <Button size="xs" variant="default" component={Link} to={casePath(row.name)} aria-label={t('cases.action.viewCase', { name: row.name })}>
            {t('cases.action.view')}
          </Button>
        </Group>
      ),
    },
  ];

  const heading = t('cases.heading', { kind });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {heading}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) setView({ tab: value });
        }}
      >
        <Tabs.List>
          {TABS.map((item) => (
            <Tabs.Tab key={item} value={item}>
              {t(`cases.tab.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab}>
          <Stack gap="md" pt="md">
            <Group gap="sm" wrap="wrap">
              <Select
                label={t('cases.deadline.label')}
                data={DEADLINE_CHOICES.map((value) => ({ value, label: t(`cases.deadline.${value}`) }))}
                value={deadline ?? 'any'}
                onChange={(value) => setView({ deadline: value && value !== 'any' ? value : null })}
                allowDeselect={false}
                w={220}
              />
              <Select
                label={t('cases.sort.label')}
                data={SORT_CHOICES.map((value) => ({ value, label: t(`cases.sort.${value}`) }))}
                value={sort}
                onChange={(value) => setView({ sort: value === 'deadline' ? 'deadline' : null })}
                allowDeselect={false}
                w={220}
              />
            </Group>
            <DataTable
              caption={t('cases.list.caption', { heading, tab: t(`cases.tab.${tab}`) })}
              columns={columns}
              {...pageQueryProps(list)}
              page={page}
              pageSize={CASE_PAGE_SIZE}
              onPageChange={(next) => setView({ page: String(next) })}
              getRowKey={(row) => row.name}
              minWidth={980}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
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
