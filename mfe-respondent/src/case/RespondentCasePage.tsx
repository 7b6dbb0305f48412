import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api, caseKindOf, useSessionStore } from 'shared-api';
import { ErrorState, PageLoader } from 'shared-ui';
import { usePortalChrome } from '../session/PortalChrome';
import { useRespondentLogout } from '../session/useRespondentLogout';

export function RespondentCasePage() {
  const caseNumber = useSessionStore((state) => state.respondentClaimId) ?? '';
  const { hasHeader } = usePortalChrome();
  const { logout, pending } = useRespondentLogout();
  const doctype = caseKindOf(caseNumber) === 'claim' ? 'Claim' : 'Dispute';
  const query = useQuery({
    queryKey: ['respondent-case', doctype, caseNumber],
    queryFn: () => api.getDoc<{ name: string; stage: string }>(doctype, caseNumber),
    enabled: Boolean(caseNumber),
  });
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorState title="Your case could not be loaded" message="Try again." onRetry={() => void query.refetch()} />;
  return (
    <Stack p="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {query.data.name}
        </Title>
        {!hasHeader && (
          <Button variant="default" loading={pending} onClick={() => void logout()}>
            Logout
          </Button>
        )}
      </Group>
      <Text>{query.data.stage}</Text>
    </Stack>
  );
}
