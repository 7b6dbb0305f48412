import { Card, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { caseKindOf, errorMessage } from 'shared-api';
import { CaseHeader, ErrorState, PageLoader, useCase } from 'shared-ui';
import { AwardStep } from './AwardStep';
import { useTranslation } from './i18n';

/** /arbitrationaward/:id — the award of one case (id: its case number), with the editor for its arbitrator. */
export function AwardPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const caseName = decodeURIComponent(id);
  const kind = caseKindOf(caseName);
  const query = useCase(kind ? caseName : null);

  if (!kind) return <ErrorState title={t('award.page.notFound')} message={t('award.page.notCase', { name: caseName || t('award.page.this') })} />;
  if (query.isPending) return <PageLoader label={t('award.page.loading')} />;
  if (query.isError) return <ErrorState title={t('award.page.loadFailed')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const caseDoc = query.data;
  return (
    <Stack gap="md">
      <CaseHeader caseDoc={caseDoc} backTo={`${kind === 'claim' ? '/arbitrationview' : '/mediationview'}/${encodeURIComponent(caseDoc.name)}`} />
      <Card withBorder padding="md">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('award.page.title')}
          </Title>
          <AwardStep caseDoc={caseDoc} />
        </Stack>
      </Card>
    </Stack>
  );
}
