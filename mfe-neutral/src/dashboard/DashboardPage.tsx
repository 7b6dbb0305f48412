import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from 'shared-api';
import { ErrorState, type Translate, queryStatus } from 'shared-ui';
import { useDashboardCards, useDashboardLists, type DashboardCards, type MediationDashboardCards } from '../api/dashboard';
import { useStatutoryDeadlines } from '../api/statutory-deadlines';
import { isNeutral, useRole } from '../common/roles';
import { DueCases } from './DueCases';
import { useTranslation } from './i18n';
import { StatCard, type StatCardProps } from './StatCard';
import { StatutoryDeadlines } from './StatutoryDeadlines';
import { UpcomingHearings } from './UpcomingHearings';

function arbitrationCards(t: Translate, cards: DashboardCards | undefined): StatCardProps[] {
  return [
    { label: t('dashboard.card.totalCases'), value: cards?.total },
    { label: t('dashboard.card.draft'), value: cards?.draft, to: '/arbitration?tab=draft' },
    { label: t('dashboard.card.ongoing'), value: cards?.ongoing, to: '/arbitration?tab=all' },
    { label: t('dashboard.card.completed'), value: cards?.completed, to: '/arbitration?tab=completed' },
    { label: t('dashboard.card.hearingsToday'), value: cards?.hearings_today, to: '/hearinglist' },
    { label: t('dashboard.card.upcomingHearings'), value: cards?.hearings_upcoming, to: '/hearinglist' },
    { label: t('dashboard.card.awards'), value: cards?.awards },
    { label: t('dashboard.card.settled'), value: cards?.claims.settled },
  ];
}

function mediationCards(t: Translate, cards: MediationDashboardCards | undefined): StatCardProps[] {
  return [
    { label: t('dashboard.card.totalDisputes'), value: cards?.total },
    { label: t('dashboard.card.draft'), value: cards?.draft, to: '/mediations?tab=draft' },
    { label: t('dashboard.card.ongoing'), value: cards?.ongoing, to: '/mediations?tab=all' },
    { label: t('dashboard.card.completed'), value: cards?.completed, to: '/mediations?tab=completed' },
    { label: t('dashboard.card.settled'), value: cards?.settled },
    { label: t('dashboard.card.nonSettled'), value: cards?.non_settled },
    { label: t('dashboard.card.upcomingHearings'), value: cards?.hearings_upcoming, to: '/mediatorHearing' },
    { label: t('dashboard.card.dueSoon'), value: cards?.due_soon },
    { label: t('dashboard.card.extensionRequests'), value: cards?.extension_requests },
  ];
}

/** SPEC §2 dashboard (/dashboard for Arbitrator and Med-Arb, /mediatordashboard for Mediator). */
export function DashboardPage({ kind }: { kind: 'arbitration' | 'mediation' }) {
  const { t } = useTranslation();
  const cards = useDashboardCards(kind);
  const lists = useDashboardLists(kind);
  const deadlines = useStatutoryDeadlines();
  const neutral = isNeutral(useRole());
  const stats =
    kind === 'arbitration'
      ? arbitrationCards(t, cards.data as DashboardCards | undefined)
      : mediationCards(t, cards.data as MediationDashboardCards | undefined);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t(kind === 'arbitration' ? 'dashboard.title.arbitration' : 'dashboard.title.mediation')}
        </Title>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
        {neutral && (
          // Seventh Schedule declarations (s.12(5)): kept by the neutral, read by every draw.
          <Anchor component={Link} to="/relationships" size="sm">
            {t('dashboard.relationships')}
          </Anchor>
        )}
      </div>
      {cards.isError ? (
        <ErrorState message={errorMessage(cards.error)} onRetry={() => void cards.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" aria-busy={cards.isPending || undefined}>
          {stats.map((stat) => (
            <StatCard key={stat.label} {...stat} />
          ))}
        </SimpleGrid>
      )}
      <StatutoryDeadlines
        data={deadlines.data}
        {...queryStatus(deadlines)}
      />
      <UpcomingHearings
        rows={lists.data?.hearings ?? []}
        {...queryStatus(lists)}
      />
      <DueCases
        rows={lists.data?.due_cases ?? []}
        total={lists.data?.due_cases_total}
        {...queryStatus(lists)}
      />
    </Stack>
  );
}

export function ArbitrationDashboardPage() {
  return <DashboardPage kind="arbitration" />;
}

export function MediatorDashboardPage() {
  return <DashboardPage kind="mediation" />;
}
