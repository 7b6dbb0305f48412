import { Button, Skeleton, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { formatDate, textOrNull, type ArbitrationDocumentDoc } from 'shared-api';
import { ErrorState } from '../../ErrorState';
import { ResponsiveTable, type ResponsiveColumn, type TableLayout } from '../PartiesTables';
import { caseErrorMessage, useCaseDocuments } from '../queries';
import { DocumentViewDialog } from './DocumentViewDialog';
import { label, useTranslation } from '../../i18n/kit';

export interface DocumentsListProps {
  caseName: string;
  /** Let the viewer add files to a document from its view dialog (see DocumentViewDialog). */
  allowAddFiles?: boolean;
  /** 'auto' (default): a table on wide screens, cards on phones. */
  layout?: TableLayout;
  /** Replaces the built-in view dialog, e.g. a remote's own Add/View dialog. */
  onView?: (document: ArbitrationDocumentDoc) => void;
  /** Shown above the list, e.g. the remote's Add Document button. */
  toolbar?: ReactNode;
}

/**
 * The documents of a case (SPEC §2): Sl/No, Doc Type, Posting Date, Document Class, Description
 * and a View action opening the document with its attachments.
 */
export function DocumentsList({ caseName, allowAddFiles = false, layout, onView, toolbar }: DocumentsListProps) {
  const documents = useCaseDocuments(caseName);
  const [open, setOpen] = useState<ArbitrationDocumentDoc | null>(null);
  const { t, language } = useTranslation();

  const columns: ResponsiveColumn<ArbitrationDocumentDoc>[] = [
    { key: 'sl', header: label(t, 'Sl/No'), value: (_row, index) => index + 1, inCard: 'hidden' },
    { key: 'type', header: label(t, 'Doc Type'), value: (row) => textOrNull(row.document_type), inCard: 'hidden' },
    { key: 'posting', header: label(t, 'Posting Date'), value: (row) => formatDate(row.posting_date, language) },
    { key: 'class', header: label(t, 'Document Class'), value: (row) => textOrNull(row.document_class) },
    { key: 'description', header: label(t, 'Description'), value: (row) => textOrNull(row.description) },
    {
      key: 'action',
      header: label(t, 'Action'),
      inCard: 'footer',
      value: (row) => (
        <Button
          size="sm"
          variant="light"
          leftSection={<IconEye size={16} aria-hidden="true" />}
          onClick={() => (onView ? onView(row) : setOpen(row))}
          aria-label={t('kit.document.viewNamed', { type: textOrNull(row.document_type) ?? t('kit.document.one'), name: row.name })}
        >
          {t('kit.view')}
        </Button>
      ),
    },
  ];

  let body: ReactNode;
  if (documents.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label={t('kit.document.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={36} radius="sm" />
        ))}
      </Stack>
    );
  } else if (documents.isError) {
    body = (
      <ErrorState
        title={t('kit.document.loadFailed')}
        message={caseErrorMessage(documents.error, t('kit.checkConnection'))}
        onRetry={() => void documents.refetch()}
      />
    );
  } else {
    body = (
      <ResponsiveTable
        caption={t('kit.document.list')}
        columns={columns}
        rows={documents.data}
        getRowKey={(row) => row.name}
        cardTitle={(row, index) => `${index + 1}. ${textOrNull(row.document_type) ?? t('kit.document.title')}`}
        layout={layout}
      />
    );
  }

  return (
    <Stack gap="sm">
      {toolbar}
      {body}
      {!onView && <DocumentViewDialog document={open} onClose={() => setOpen(null)} allowAddFiles={allowAddFiles} />}
    </Stack>
  );
}
