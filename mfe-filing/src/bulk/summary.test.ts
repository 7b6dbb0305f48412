import { BULK_COLUMN_KEYS, BULK_MESSAGES, bulkTemplateCsv, bulkTemplateNotes, toCsv } from 'shared-api/bulk';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { csvRows } from './parse-file';
import { workerCount } from './parse-in-worker';
import { errorReportCsv, mergeSummaries, partRange, SOURCE_ROW_COLUMN, summarizeSheet } from './summary';

const reference = {
  districtsByState: new Map([
    ['Maharashtra', ['Pune']],
    ['Karnataka', ['Mysore']],
  ]),
  salutations: ['Mr', 'M/s'],
  naturesOfDispute: ['Loan Recovery'],
};
const options = { userEmail: 'claimant@demo.in', caseDoctype: 'Claim' as const, reference };

function row(i: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    user_email_id: 'claimant@demo.in',
    agreement_number: `LN-${i}`,
    date_of_agreement: '15-04-2023',
    claimant_customer_type: 'Enterprise',
    claimant_company_name: 'Example Finance Ltd',
    claimant_add_lawyer: 'A. Advocate',
    claimant_email: 'legal@lender.example.in',
    claimant_mobile: '9876543210',
    claimant_taluk: 'Haveli',
    claimant_district: 'Pune',
    claimant_state: 'Maharashtra',
    claimant_pin_code: '411001',
    borrower_respondent_type: 'Individual',
    borrower_name1: `Ravi ${i}`,
    borrower_fathers_name: 'Suresh',
    borrower_mobile: '9123456780',
    borrower_taluk: 'Mysore',
    borrower_district: 'Mysore',
    borrower_state: 'Karnataka',
    borrower_pin_code: '570001',
    ...overrides,
  };
}

const asCells = (record: Record<string, string>) => BULK_COLUMN_KEYS.map((key) => record[key] ?? '');

describe('bulk template ↔ parser', () => {
  it('reads the CSV template filled in below its notes, and uploads only the valid rows', () => {
    const filled = bulkTemplateCsv() + toCsv([asCells(row(1)), asCells(row(2, { borrower_mobile: '12' })), asCells(row(3, { co_borrower_name1: 'Asha', co_borrower_respondent_type: 'Individual', co_borrower_fathers_name: 'R', co_borrower_mobile: '9000000000', co_borrower_taluk: 'Haveli', co_borrower_district: 'Pune', co_borrower_state: 'Maharashtra', co_borrower_pin_code: '411001' }))]);
    const [header, ...data] = csvRows(filled);
    const result = summarizeSheet(header, data, options);
    expect(result.fileError).toBeUndefined();
    expect([result.validCount, result.invalidCount]).toEqual([2, 1]);
    expect(result.rows[0]).toMatchObject({ rowNumber: 1, agreement: 'LN-1', dateOfAgreement: '15-04-2023', claimant: 'Example Finance Ltd', lawyer: 'A. Advocate', respondent: 'Ravi 1', issues: [] });
    expect(result.rows[2].respondent).toBe('Ravi 3 & Anr.');
    expect(result.rows[1].issues).toEqual([{ column: 'borrower_mobile', message: 'Must be exactly 10 digits' }]);

    const [uploadedHeader, ...uploaded] = csvRows(result.validCsv);
    expect(uploadedHeader).toEqual([SOURCE_ROW_COLUMN, ...BULK_COLUMN_KEYS]);
    expect(uploaded.map((cells) => cells[0])).toEqual(['1', '3']);
    expect(errorReportCsv(result.rows)).toBe('Row,Column,Column name,Problem\r\n2,borrower_mobile,Borrower Mobile Number,Must be exactly 10 digits\r\n');
  });

  it('reads the XLSX template (its Cases sheet) with dates as the spreadsheet stores them', async () => {
    const buffer = await writeXlsxFile([
      { sheet: 'Cases', data: [BULK_COLUMN_KEYS.slice(), asCells(row(1)).map((value, i) => (BULK_COLUMN_KEYS[i] === 'date_of_agreement' ? new Date(Date.UTC(2023, 3, 15)) : value))], dateFormat: 'dd-mm-yyyy' },
      { sheet: 'Columns', data: bulkTemplateNotes() },
    ]).toBuffer();
    const [header, ...data] = (await readSheet(buffer)) as unknown[][];
    const result = summarizeSheet(header, data, options);
    expect([result.validCount, result.invalidCount]).toEqual([1, 0]);
    expect(result.rows[0].dateOfAgreement).toBe('15-04-2023');
    expect(csvRows(result.validCsv)[1]).toContain('15-04-2023');
  });

  it('asks to check the user email id of another user’s rows', () => {
    const [header, ...data] = csvRows(toCsv([BULK_COLUMN_KEYS, asCells(row(1, { user_email_id: 'lawyer@demo.in' }))]));
    expect(summarizeSheet(header, data, options).rows[0].issues).toEqual([{ column: 'user_email_id', message: BULK_MESSAGES.userEmail }]);
  });

  it('refuses a file without the template’s columns, or without rows', () => {
    expect(summarizeSheet(['name', 'amount'], [['x', '1']], options).fileError).toMatch(/does not have the template’s columns/);
    expect(summarizeSheet(BULK_COLUMN_KEYS, [], options).fileError).toBe(BULK_MESSAGES.noRows);
  });
});

describe('a sheet checked in parts', () => {
  it('gives, joined in order, the summary of the whole sheet', () => {
    const records = Array.from({ length: 7 }, (_, i) => (i === 2 || i === 5 ? row(i + 1, { borrower_mobile: '12' }) : row(i + 1)));
    const [header, ...data] = csvRows(toCsv([BULK_COLUMN_KEYS, ...records.map(asCells), []]).concat(toCsv([asCells(row(8))])));
    const whole = summarizeSheet(header, data, options);
    for (const count of [1, 2, 3, 8]) {
      const parts = Array.from({ length: count }, (_, index) => summarizeSheet(header, data, options, undefined, { index, count }));
      expect(mergeSummaries(parts)).toEqual(whole);
    }
    expect([whole.validCount, whole.invalidCount, whole.rows.length]).toEqual([6, 2, 8]);
  });

  it('splits rows into runs that cover them once, and keeps file-level errors', () => {
    for (const length of [0, 1, 5, 100_001]) {
      const runs = [0, 1].map((index) => partRange(length, { index, count: 2 }));
      expect([runs[0][0], runs[0][1] === runs[1][0], runs[1][1]]).toEqual([0, true, length]);
    }
    const parts = [0, 1].map((index) => summarizeSheet(['name'], [['x']], options, undefined, { index, count: 2 }));
    expect(mergeSummaries(parts).fileError).toMatch(/does not have the template’s columns/);
    const empty = [0, 1].map((index) => summarizeSheet(BULK_COLUMN_KEYS, [], options, undefined, { index, count: 2 }));
    expect(mergeSummaries(empty)).toEqual(summarizeSheet(BULK_COLUMN_KEYS, [], options));
  });

  it('uses two workers for a large file on two cores or more, else one', () => {
    expect([workerCount(500_000, 8), workerCount(38_000_000, 1), workerCount(38_000_000, 2), workerCount(38_000_000, 16), workerCount(38_000_000, undefined)]).toEqual([1, 1, 2, 2, 1]);
  });
});
