import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { DASH, errorMessage } from 'shared-api';
import { ErrorState } from 'shared-ui';
import { useAwardDispatchStatus } from '../api/dispatches';
import { displayDate } from '../common/format';
import { useTranslation } from './i18n';
import { DispatchStatusBadge } from './StatusBadge';

/**
 * Service of the award per party (s.31(5)) and the limitation that runs from each receipt:
 * correction within 30 days (s.33(1)), setting aside within three months (s.34(3)).
 */
export function AwardServicePanel({ caseName }: { caseName: string }) {
  const { t } = useTranslation();
  const status = useAwardDispatchStatus(caseName);
  if (status.isPending) return <Text size="sm">{t('dispatch.service.loading')}</Text>;
  if (status.isError) return <ErrorState title={t('dispatch.service.loadFailed')} message={errorMessage(status.error)} onRetry={() => void status.refetch()} />;
  const { parties, all_dispatched: all } = status.data;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('dispatch.service.title')}
      </Title>
      <Alert color={all ? 'green' : 'yellow'} variant="light">
        {t(all ? 'dispatch.service.all' : 'dispatch.service.notAll')}
      </Alert>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('dispatch.service.perParty') } }}>
        <Table striped withTableBorder aria-label={t('dispatch.service.perParty')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dispatch.service.party')}</Table.Th>
              <Table.Th>{t('dispatch.service.dispatch')}</Table.Th>
              <Table.Th>{t('dispatch.service.received')}</Table.Th>
              <Table.Th>{t('dispatch.service.correction')}</Table.Th>
              <Table.Th>{t('dispatch.service.setAside')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parties.map((party) => (
              <Table.Tr key={party.party_row}>
                <Table.Td>
                  {party.party_name}
                  <Text size="xs" c="dimmed">
                    {party.party_type === 'Claimant' ? t('dispatch.service.claimant') : (party.contact_type ?? t('dispatch.service.respondent'))}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {party.dispatched ? (
                    <>
                      <DispatchStatusBadge status={party.status} /> {party.channel} {displayDate(party.dispatch_date)}
                    </>
                  ) : (
                    <Text size="sm" c="red.9">
                      {t('dispatch.service.notDispatched')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {party.limitation ? displayDate(party.limitation.received_on) : DASH}
                  {party.received_from === 'Service' && (
                    <Text size="xs" c="dimmed">
                      {t('dispatch.service.provenByNotice')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{party.limitation ? displayDate(party.limitation.correction_by) : DASH}</Table.Td>
                <Table.Td>{party.limitation ? displayDate(party.limitation.set_aside_by) : DASH}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
