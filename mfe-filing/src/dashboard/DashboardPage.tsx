import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IconGavel, IconPlus, IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage, formatTime, useSessionStore, formatDate } from 'shared-api';
import { ErrorState, PageRange, ResponsiveTable, StageBadge, VideoLink } from 'shared-ui';
import { RecentImports } from '../bulk/RecentImports';
import * as classes from './DashboardPage.module.css';
import { useDashboardCards, useDashboardLists, type DashboardHearing, type DueCase } from './dashboard-query';
import { useTranslation } from './i18n';

interface Card {
  label: string;
  value: number;
  to: string;
}

function StatCard({ label, value, to }: Card) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.card}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text className={classes.value}>{value}</Text>
    </UnstyledButton>
  );
}

const viewPathOf = (caseName: string) => (caseName.toUpperCase().startsWith('MED') ? `/mediationview/${caseName}` : `/arbitrationview/${caseName}`);

function CaseLink({ name }: { name: string | null | undefined }) {
  if (!name) return null;
  return (
    <Anchor component={Link} to={viewPathOf(name)} size="sm" className={classes.caseLink}>
      {name}
    </Anchor>
  );
}

/** Loading and error states around a dashboard list. */
function ListState({ query, children }: { query: UseQueryResult<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton height={96} radius="md" aria-label={t('filing.dashboard.loading')} />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <>{children}</>;
}

/** The claimant's and lawyer's dashboard: case counts, hearings of the next 20 days, cases due soon. */
export function DashboardPage() {
  const fullName = useSessionStore((state) => state.fullName);
  const cards = useDashboardCards();
  const lists = useDashboardLists();
  const { t } = useTranslation();

  const data = cards.data;
  const statCards: Card[] = data
    ? [
        { label: t('filing.dashboard.card.arbitrations'), value: data.claims.total, to: '/arbitration' },
        { label: t('filing.dashboard.card.mediations'), value: data.disputes.total, to: '/mediations' },
        { label: t('filing.dashboard.card.drafts'), value: data.draft, to: data.claims.draft > 0 || data.disputes.draft === 0 ? '/arbitration?tab=draft' : '/mediations?tab=draft' },
        { label: t('filing.dashboard.card.ongoing'), value: data.ongoing, to: '/arbitration' },
        { label: t('filing.dashboard.card.completed'), value: data.completed, to: '/arbitration?tab=completed' },
        { label: t('filing.dashboard.card.hearingsToday'), value: data.hearings_today, to: '/hearinglist' },
        { label: t('filing.dashboard.card.upcomingHearings'), value: data.hearings_upcoming, to: '/hearinglist' },
        { label: t('filing.dashboard.card.awards'), value: data.awards, to: '/arbitration' },
      ]
    : [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('filing.dashboard.title')}
          </Title>
          {fullName && <Text c="dimmed">{t('filing.dashboard.welcome', { name: fullName })}</Text>}
        </div>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to="/claimantsubmitcase" state={{ caseType: 'Arbitration' }} leftSection={<IconGavel size={16} aria-hidden="true" />}>
            {t('filing.dashboard.registerCase')}
          </Button>
          <Button component={Link} to="/claimantsubmitcase" state={{ caseType: 'Mediation' }} variant="outline" leftSection={<IconScale size={16} aria-hidden="true" />}>
            {t('filing.dashboard.registerDispute')}
          </Button>
          <Button component={Link} to="/claimantbulkcase" variant="subtle" leftSection={<IconPlus size={16} aria-hidden="true" />}>
            {t('filing.dashboard.bulkCase')}
          </Button>
        </Group>
      </Group>

      {cards.isError ? (
        <ErrorState message={errorMessage(cards.error)} onRetry={() => void cards.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" aria-busy={cards.isPending || undefined}>
          {cards.isPending
            ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height={92} radius="md" />)
            : statCards.map((card) => <StatCard key={card.label} {...card} />)}
        </SimpleGrid>
      )}

      <RecentImports />

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="upcoming-hearings">
        <Title order={2} size="h4" id="upcoming-hearings" mb="sm">
          {t('filing.dashboard.hearings.title')}
        </Title>
        <ListState query={lists}>
          <ResponsiveTable<DashboardHearing>
            caption={t('filing.dashboard.hearings.caption')}
            rows={lists.data?.hearings ?? []}
            emptyText={t('filing.dashboard.hearings.empty')}
            getRowKey={(row) => row.name}
            cardTitle={(row) => row.hearing_type ?? t('filing.dashboard.hearings.hearing')}
            columns={[
              { key: 'case', header: t('filing.dashboard.column.case'), inCard: 'footer', value: (row) => <CaseLink name={row.claim ?? row.dispute} /> },
              { key: 'hearing_type', header: t('filing.dashboard.hearings.hearing'), inCard: 'hidden', value: (row) => row.hearing_type },
              { key: 'hearing_date', header: t('filing.dashboard.column.date'), value: (row) => formatDate(row.hearing_date) },
              { key: 'hearing_time', header: t('filing.dashboard.column.time'), value: (row) => formatTime(row.hearing_time) },
              { key: 'respondent_name', header: t('filing.dashboard.column.respondent'), value: (row) => row.respondent_name },
              {
                key: 'where',
                header: t('filing.dashboard.column.where'),
                value: (row) => (row.mode_of_hearing === 'Offline' ? row.hearing_location : <VideoLink url={row.vc_link} placeholder="-" />),
              },
            ]}
          />
        </ListState>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="due-cases">
        <Title order={2} size="h4" id="due-cases" mb="sm">
          {t('filing.dashboard.due.title')}
        </Title>
        <ListState query={lists}>
          <ResponsiveTable<DueCase>
            caption={t('filing.dashboard.due.title')}
            rows={lists.data?.due_cases ?? []}
            emptyText={t('filing.dashboard.due.empty')}
            getRowKey={(row) => row.name}
            cardTitle={(row) => row.title || row.name}
            columns={[
              { key: 'name', header: t('filing.dashboard.column.case'), inCard: 'footer', value: (row) => <CaseLink name={row.name} /> },
              { key: 'title', header: t('filing.dashboard.column.title'), inCard: 'hidden', value: (row) => row.title },
              { key: 'stage', header: t('filing.dashboard.column.stage'), value: (row) => <StageBadge stage={row.stage} size="md" /> },
              {
                key: 'due',
                header: t('filing.dashboard.column.dueDate'),
                value: (row) => (
                  <Text span c="red" fw={600} size="sm">
                    {formatDate(row.effective_due_date) ?? '-'}
                  </Text>
                ),
              },
            ]}
          />
          {/* The server sends the soonest only: say so when there are more. */}
          {lists.data?.due_cases_total !== undefined && lists.data.due_cases_total > lists.data.due_cases.length && (
            <PageRange from={1} to={lists.data.due_cases.length} total={lists.data.due_cases_total} />
          )}
        </ListState>
      </Paper>
    </Stack>
  );
}
