import { Button, Group, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type ListTab, formatDate } from 'shared-api';
import { DataTable, StageBadge, StatutoryDeadline, pageQueryProps, queryStatus } from 'shared-ui';
import { CaseCards } from './CaseCards';
import { fetchCaseList, type CaseListDoctype, type CaseListRow } from './case-list-query';
import { useTranslation } from './i18n';
import { filingKeys } from '../common/keys';

const TABS: readonly ListTab[] = ['all', 'draft', 'completed'];
const PAGE_SIZE = 10;

/** Each list's paths and the ids of its texts. */
const CONFIG = {
  Claim: {
    title: 'filing.cases.arbitrations',
    byStatus: 'filing.cases.arbitrationsByStatus',
    viewPath: '/arbitrationview',
    caseType: 'Arbitration',
    register: 'filing.cases.registerCase',
    neutral: 'filing.cases.arbitrator',
    due: 'filing.cases.column.awardDue',
  },
  Dispute: {
    title: 'filing.cases.mediations',
    byStatus: 'filing.cases.mediationsByStatus',
    viewPath: '/mediationview',
    caseType: 'Mediation',
    register: 'filing.cases.registerDispute',
    neutral: 'filing.cases.mediator',
    due: 'filing.cases.column.mediationDue',
  },
} as const;

function tabOf(value: string | null): ListTab {
  return value === 'draft' || value === 'completed' ? value : 'all';
}

/** A claimant's or lawyer's claims (/arbitration) or disputes (/mediations): tabs, search, server pages. */
export function CaseListPage({ doctype }: { doctype: CaseListDoctype }) {
  const config = CONFIG[doctype];
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // The address follows the box as it is typed (a new search starts at the first page), so coming
  // back from a case shows the same list; only the settled text is fetched. Written from the
  // keystroke, not when the text settles: settling just after a case was opened from the list
  // wrote the list's query onto the case's address.
  const changeSearch = (text: string) => {
    setSearch(text);
    setParam({ q: text.trim(), page: null });
  };

  const query = useQuery({
    queryKey: filingKeys.caseList(doctype, tab, debounced, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchCaseList({ doctype, tab, search: debounced, page, pageSize: PAGE_SIZE }, signal),
  });

  const emptyText = debounced ? t('filing.cases.noMatch', { search: debounced }) : t(`filing.cases.empty.${tab}`);
  const title = t(config.title);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button component={Link} to="/claimantsubmitcase" state={{ caseType: config.caseType }} leftSection={<IconPlus size={16} aria-hidden="true" />}>
          {t(config.register)}
        </Button>
      </Group>

      <Tabs value={tab} onChange={(value) => setParam({ tab: value === 'all' ? null : value, page: null })}>
        <Tabs.List aria-label={t(config.byStatus)}>
          {TABS.map((item) => (
            <Tabs.Tab key={item} value={item}>
              {t(`filing.cases.tab.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        <Tabs.Panel value={tab}>
          <Stack gap="md" pt="md">
            <TextInput
              label={t('filing.cases.search')}
              placeholder={t('filing.cases.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={search}
              onChange={(event) => changeSearch(event.currentTarget.value)}
              maw={420}
            />

            {phone ? (
              <CaseCards
                rows={query.data?.rows ?? []}
                viewPath={config.viewPath}
                neutralLabel={t(config.neutral)}
                {...queryStatus(query)}
                emptyText={emptyText}
                total={query.data?.total}
                page={page}
                pageSize={PAGE_SIZE}
                onPageChange={(next) => setParam({ page: next === 1 ? null : String(next) })}
              />
            ) : (
              <DataTable<CaseListRow>
                caption={t('filing.cases.caption', { list: title, tab: t(`filing.cases.tab.${tab}`) })}
                {...pageQueryProps(query)}
                page={page}
                pageSize={PAGE_SIZE}
                onPageChange={(next) => setParam({ page: next === 1 ? null : String(next) })}
                emptyText={emptyText}
                getRowKey={(row) => row.name}
                onRowClick={(row) => navigate(`${config.viewPath}/${encodeURIComponent(row.name)}`)}
                minWidth={760}
                columns={[
                  { key: 'sl', header: t('filing.cases.column.slNo'), width: 64, render: (_row, index) => index + 1 },
                  {
                    key: 'name',
                    header: t('filing.cases.column.caseNumber'),
                    render: (row) => (
                      <Link to={`${config.viewPath}/${encodeURIComponent(row.name)}`} aria-label={t('filing.cases.open', { name: row.name })}>
                        {row.name}
                      </Link>
                    ),
                  },
                  { key: 'title', header: t('filing.cases.column.title') },
                  { key: 'agreement', header: t('filing.cases.column.agreement') },
                  { key: 'neutral', header: t(config.neutral) },
                  { key: 'stage', header: t('filing.cases.column.stage'), render: (row) => <StageBadge stage={row.stage} size="md" /> },
                  { key: 'creation', header: t('filing.cases.column.filedOn'), render: (row) => formatDate(row.creation) ?? '-' },
                  {
                    key: 'statutoryDue',
                    header: t(config.due),
                    render: (row) =>
                      row.statutoryDueRunning ? (
                        <StatutoryDeadline on={row.statutoryDue} kind={doctype === 'Claim' ? 'Award' : 'Mediation'} size="md" />
                      ) : (
                        (formatDate(row.statutoryDue) ?? '-')
                      ),
                  },
                ]}
              />
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export const ArbitrationListPage = () => <CaseListPage doctype="Claim" />;
export const MediationListPage = () => <CaseListPage doctype="Dispute" />;
