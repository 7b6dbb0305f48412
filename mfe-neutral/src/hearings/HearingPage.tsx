import { Card, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { canRecordProceedings, caseKindOf, errorMessage } from 'shared-api';
import { CaseHeader, ErrorState, HearingTabs, PageLoader, useCase } from 'shared-ui';
import { casePath } from '../api/case-kind';
import { hearingTypesFor } from '../case-view/step-panels';
import { canManageCases, useRole } from '../common/roles';
import { HearingsManager } from './HearingsManager';
import { useTranslation } from './i18n';

/** /hearing/:id: every hearing of the case; its neutral schedules and records them here. */
export function HearingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const caseName = decodeURIComponent(id);
  const kind = caseKindOf(caseName);
  const role = useRole();
  const query = useCase(caseName);

  if (!kind) return <ErrorState title={t('hearings.page.notFound')} message={t('hearings.page.notCase', { name: caseName || t('hearings.page.this') })} />;
  if (query.isPending) return <PageLoader label={t('hearings.page.loading')} />;
  if (query.isError) {
    return <ErrorState title={t('hearings.page.loadFailed')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const editable = canManageCases(role) && canRecordProceedings(query.data.stage);

  return (
    <Stack gap="md">
      <CaseHeader caseDoc={query.data} backTo={casePath(caseName)} />
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h3" mb="sm">
          {t('hearings.page.title')}
        </Title>
        <HearingsManager
          kind={kind}
          caseName={caseName}
          hearingTypes={hearingTypesFor(kind)}
          editable={editable}
          renderReadOnly={() => <HearingTabs caseName={caseName} />}
        />
      </Card>
    </Stack>
  );
}
