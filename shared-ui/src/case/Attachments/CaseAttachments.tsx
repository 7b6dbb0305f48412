import type { CaseAttachmentRow } from 'shared-api';
import { AttachmentGrid } from './AttachmentGrid';
import { useTranslation } from '../../i18n/kit';

export interface CaseAttachmentsProps {
  /** The case's `case_attachment_documents` rows (SOC, Agreement, LRN/Invoking…). */
  rows: readonly CaseAttachmentRow[] | null | undefined;
}

/** The papers filed with the case, each named by its attachment type. */
export function CaseAttachments({ rows }: CaseAttachmentsProps) {
  const { t } = useTranslation();
  return (
    <AttachmentGrid
      aria-label={t('kit.caseAttachments')}
      items={(rows ?? []).map((row, index) => {
        const fileName = (row.attachment ?? '').split('/').pop() ?? '';
        return {
          key: row.name ?? `attachment-${index}`,
          label: row.attachment_type?.trim() || fileName || t('kit.attachment'),
          fileUrl: row.attachment,
          fileName,
        };
      })}
    />
  );
}
