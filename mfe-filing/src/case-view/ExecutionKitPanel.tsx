import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api, formatDate, printPdfUrl, todayInIndia, type AwardDispatchStatus } from 'shared-api';
import { useCaseAwards } from 'shared-ui';
import { useTranslation } from './i18n';

/**
 * The execution kit of the case's award (s.36(1)): offered once the time to apply to set the award
 * aside (three months from each respondent's receipt, s.34(3)) has run for every respondent; until
 * then, the day it becomes enforceable, or why it cannot be known yet. The server checks the same.
 */
export function ExecutionKitPanel({ caseName, today = todayInIndia() }: { caseName: string; today?: string }) {
  const { t } = useTranslation();
  const awards = useCaseAwards(caseName);
  const status = useQuery({
    queryKey: ['case', caseName, 'award-dispatch-status'] as const,
    queryFn: ({ signal }): Promise<AwardDispatchStatus> => api.call('get_award_dispatch_status', { case: caseName }, { httpMethod: 'GET', signal }),
    enabled: Boolean(awards.data && awards.data.length > 0),
  });
  if (!awards.data || awards.data.length === 0 || !status.data) return null;
  const respondents = status.data.parties.filter((party) => party.party_type === 'Respondent');
  const unproven = respondents.filter((party) => !party.limitation);
  const lastDay = respondents.map((party) => party.limitation?.set_aside_by ?? '').sort().at(-1) ?? '';
  const enforceable = respondents.length > 0 && unproven.length === 0 && lastDay < today;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="execution-kit-title">
      <Stack gap="xs">
        <Title order={3} id="execution-kit-title">
          {t('filing.execution.title')}
        </Title>
        {enforceable ? (
          <>
            <Text size="sm">{t('filing.execution.ready', { date: formatDate(lastDay) })}</Text>
            {awards.data.map((award) => (
              <Anchor key={award.name} href={printPdfUrl('Award', award.name, 'Execution Kit', { download: true })}>
                {t('filing.execution.download', { award: award.name })}
              </Anchor>
            ))}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {unproven.length > 0 ? t('filing.execution.unproven', { names: unproven.map((party) => party.party_name).join(', ') }) : t('filing.execution.runs', { date: formatDate(lastDay) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
