import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { caseKindOf, errorMessage } from 'shared-api';
import { CaseHeader, DocumentsList, ErrorState, PageLoader, useCase } from 'shared-ui';
import { casePath } from '../api/case-kind';
import { AddDocumentButton } from './AddDocumentButton';
import { useTranslation } from './i18n';

/** /document/:id: the case's documents with Add Document and the view dialog. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const caseName = decodeURIComponent(id);
  const kind = caseKindOf(caseName);
  const query = useCase(caseName);

  if (!kind) return <ErrorState title={t('documents.notFound')} message={t('documents.notCase', { name: caseName || t('documents.this') })} />;
  if (query.isPending) return <PageLoader label={t('documents.loading')} />;
  if (query.isError) {
    return <ErrorState title={t('documents.loadFailed')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const stage = query.data.stage ?? 'Draft';
  return (
    <Stack gap="md">
      <CaseHeader caseDoc={query.data} backTo={casePath(caseName)} />
      <DocumentsList
        caseName={caseName}
        allowAddFiles={stage !== 'Completed'}
        toolbar={<AddDocumentButton caseName={caseName} stage={stage} />}
      />
    </Stack>
  );
}
