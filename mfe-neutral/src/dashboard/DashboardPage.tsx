import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from 'shared-api';
import { ErrorState } from 'shared-ui';
import { useDashboardCards, useDashboardLists, type DashboardCards, type MediationDashboardCards } from '../api/dashboard';
import { useStatutoryDeadlines } from '../api/statutory-deadlines';
import { DueCases } from './DueCases';
import { StatCard, type StatCardProps } from './StatCard';
import { StatutoryDeadlines } from './StatutoryDeadlines';
import { UpcomingHearings } from './UpcomingHearings';

function arbitrationCards(cards: DashboardCards | undefined): StatCardProps[] {
  return [
    { label: 'Total cases', value: cards?.total },
    { label: 'Draft', value: cards?.draft, to: '/arbitration?tab=draft' },
    { label: 'Ongoing', value: cards?.ongoing, to: '/arbitration?tab=all' },
    { label: 'Completed', value: cards?.completed, to: '/arbitration?tab=completed' },
    { label: 'Hearings today', value: cards?.hearings_today, to: '/hearinglist' },
    { label: 'Upcoming hearings', value: cards?.hearings_upcoming, to: '/hearinglist' },
    { label: 'Awards', value: cards?.awards },
    { label: 'Settled', value: cards?.claims.settled },
  ];
}

function mediationCards(cards: MediationDashboardCards | undefined): StatCardProps[] {
  return [
    { label: 'Total disputes', value: cards?.total },
    { label: 'Draft', value: cards?.draft, to: '/mediations?tab=draft' },
    { label: 'Ongoing', value: cards?.ongoing, to: '/mediations?tab=all' },
    { label: 'Completed', value: cards?.completed, to: '/mediations?tab=completed' },
    { label: 'Settled', value: cards?.settled },
    { label: 'Non settled', value: cards?.non_settled },
    { label: 'Upcoming hearings', value: cards?.hearings_upcoming, to: '/mediatorHearing' },
    { label: 'Due within 10 days', value: cards?.due_soon },
    { label: 'Extension requests', value: cards?.extension_requests },
  ];
}

/** SPEC §2 dashboard (/dashboard for Arbitrator and Med-Arb, /mediatordashboard for Mediator). */
export function DashboardPage({ kind }: { kind: 'arbitration' | 'mediation' }) {
  const cards = useDashboardCards(kind);
  const lists = useDashboardLists(kind);
  const deadlines = useStatutoryDeadlines();
  const stats =
    kind === 'arbitration'
      ? arbitrationCards(cards.data as DashboardCards | undefined)
      : mediationCards(cards.data as MediationDashboardCards | undefined);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {kind === 'arbitration' ? 'Dashboard' : 'Mediator dashboard'}
        </Title>
        <Text c="dimmed">Your cases at a glance, statutory deadlines, hearings of the next 20 days and cases falling due.</Text>
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
        loading={deadlines.isPending}
        error={deadlines.isError ? errorMessage(deadlines.error) : undefined}
      />
      <UpcomingHearings
        rows={lists.data?.hearings ?? []}
        loading={lists.isPending}
        error={lists.isError ? errorMessage(lists.error) : undefined}
      />
      <DueCases
        rows={lists.data?.due_cases ?? []}
        loading={lists.isPending}
        error={lists.isError ? errorMessage(lists.error) : undefined}
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
