import { Card, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { caseKindOf, errorMessage } from 'shared-api';
import { CaseHeader, ErrorState, PageLoader, useCase } from 'shared-ui';
import { AwardStep } from './AwardStep';

/** /arbitrationaward/:id — the award of one case (id: its case number), with the editor for its arbitrator. */
export function AwardPage() {
  const { id = '' } = useParams();
  const caseName = decodeURIComponent(id);
  const kind = caseKindOf(caseName);
  const query = useCase(kind ? caseName : null);

  if (!kind) return <ErrorState title="Case not found" message={`${caseName || 'This'} is not a case number.`} />;
  if (query.isPending) return <PageLoader label="Loading the case" />;
  if (query.isError) return <ErrorState title="The case could not be loaded" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const caseDoc = query.data;
  return (
    <Stack gap="md">
      <CaseHeader caseDoc={caseDoc} backTo={`${kind === 'claim' ? '/arbitrationview' : '/mediationview'}/${encodeURIComponent(caseDoc.name)}`} />
      <Card withBorder padding="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            Award
          </Title>
          <AwardStep caseDoc={caseDoc} />
        </Stack>
      </Card>
    </Stack>
  );
}
