import { BULK_COLUMN_KEYS, BULK_TEMPLATE_NOTES_HEADER, bulkTemplateCsv, bulkTemplateNotes } from 'shared-api/bulk';

export const TEMPLATE_NAME = 'bulk-case-template';

/** Offers a file to the user as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function templateCsvBlob(): Blob {
  // A byte-order mark so Excel opens the CSV as UTF-8.
  return new Blob(['\uFEFF', bulkTemplateCsv()], { type: 'text/csv;charset=utf-8' });
}

/** The XLSX template: the Cases sheet (header only) and a Columns sheet explaining each column. */
export async function templateXlsxBlob(): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  return writeXlsxFile([
    { sheet: 'Cases', data: [BULK_COLUMN_KEYS.map(bold)], stickyRowsCount: 1, columns: BULK_COLUMN_KEYS.map(() => ({ width: 22 })) },
    {
      sheet: 'Columns',
      data: [BULK_TEMPLATE_NOTES_HEADER.map(bold), ...bulkTemplateNotes()],
      stickyRowsCount: 1,
      columns: [{ width: 32 }, { width: 36 }, { width: 40 }, { width: 50 }, { width: 28 }],
    },
  ]).toBlob();
}
