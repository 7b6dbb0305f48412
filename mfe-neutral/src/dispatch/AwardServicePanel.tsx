import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { DASH, errorMessage } from 'shared-api';
import { ErrorState } from 'shared-ui';
import { useAwardDispatchStatus } from '../api/dispatches';
import { displayDate } from '../common/format';
import { DispatchStatusBadge } from './StatusBadge';

/**
 * Service of the award per party (s.31(5)) and the limitation that runs from each receipt:
 * correction within 30 days (s.33(1)), setting aside within three months (s.34(3)).
 */
export function AwardServicePanel({ caseName }: { caseName: string }) {
  const status = useAwardDispatchStatus(caseName);
  if (status.isPending) return <Text size="sm">Loading the award’s service…</Text>;
  if (status.isError) return <ErrorState title="The award’s service could not be loaded" message={errorMessage(status.error)} onRetry={() => void status.refetch()} />;
  const { parties, all_dispatched: all } = status.data;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Service of the award and limitation
      </Title>
      <Alert color={all ? 'green' : 'yellow'} variant="light">
        {all ? 'The award has gone to every party.' : 'The case is Award Dispatched once the award has gone to every party.'}
      </Alert>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Service of the award per party' } }}>
        <Table striped withTableBorder aria-label="Service of the award per party">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Party</Table.Th>
              <Table.Th>Dispatch</Table.Th>
              <Table.Th>Received</Table.Th>
              <Table.Th>Correction by (s.33(1))</Table.Th>
              <Table.Th>Set aside by (s.34(3))</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parties.map((party) => (
              <Table.Tr key={party.party_row}>
                <Table.Td>
                  {party.party_name}
                  <Text size="xs" c="dimmed">
                    {party.party_type === 'Claimant' ? 'Claimant' : (party.contact_type ?? 'Respondent')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {party.dispatched ? (
                    <>
                      <DispatchStatusBadge status={party.status} /> {party.channel} {displayDate(party.dispatch_date)}
                    </>
                  ) : (
                    <Text size="sm" c="red.9">
                      Not dispatched
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{party.limitation ? displayDate(party.limitation.received_on) : DASH}</Table.Td>
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
