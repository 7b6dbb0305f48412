import { api, type FrappeClient } from 'shared-api';

export type ImportDoctype = 'Claim' | 'Dispute';

export interface StartedImport {
  lot: string;
  dataImport: string;
}

/** The naming series of the cases a lot files (the same as single filing). */
export const namingSeriesOf = (doctype: ImportDoctype) => (doctype === 'Dispute' ? 'MED-.#####' : 'ARB-.#####');

/**
 * SPEC §7 "Bulk": a new Lot (type Bulk, amount 1000), its naming series, the upload of the rows,
 * then the Data Import the server runs as a job. Only the valid rows are uploaded.
 */
export async function startBulkImport(
  validCsv: string,
  count: number,
  doctype: ImportDoctype,
  options: { fileName: string; onProgress?: (fraction: number) => void; client?: FrappeClient },
): Promise<StartedImport> {
  const client = options.client ?? api;
  const lot = await client.createDoc<{ name: string }>('Lot', { type: 'Bulk', amount: 1000, count_of_claim: count });
  await client.updateDoc('Lot', lot.name, { naming_series: namingSeriesOf(doctype) });
  const file = new File([validCsv], options.fileName.replace(/\.(csv|xlsx)$/i, '') + '-valid-rows.csv', { type: 'text/csv' });
  const uploaded = await client.upload(file, { doctype: 'Lot', docname: lot.name, isPrivate: true, onProgress: options.onProgress });
  const dataImport = await client.createDoc<{ name: string }>('Data Import', {
    lot: lot.name,
    import_file: uploaded.file_url,
    reference_doctype: doctype,
    import_type: 'Insert New Records',
  });
  return { lot: lot.name, dataImport: dataImport.name };
}
