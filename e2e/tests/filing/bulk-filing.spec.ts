import { expect, test } from '../../support/test';
import { LoginPage } from '../../pages/LoginPage';
import { BulkCasePage } from '../../pages/filing/BulkCasePage';
import { CaseListPage } from '../../pages/filing/CaseListPage';
import { ACCOUNTS } from '../../support/accounts';
import { uniqueStamp } from './support';

/** 50 rows under the template's header (its README lines kept), rows 10 and 30 invalid. */
function fiftyRows(template: string, stamp: string): string {
  const lines = template.replace(/^\uFEFF/, '').trimEnd().split(/\r?\n/);
  const header = lines.at(-1)!.split(',');
  const rows = Array.from({ length: 50 }, (_, i) => {
    const n = i + 1;
    const values: Record<string, string> = {
      user_email_id: n === 30 ? ACCOUNTS.lawyer : ACCOUNTS.claimant,
      agreement_number: `BULK/${stamp}/${n}`,
      date_of_agreement: '15-04-2023',
      disputed_value: '125000',
      nature_of_dispute: 'Loan Recovery',
      claimant_customer_type: 'Enterprise',
      claimant_company_name: 'Udaygiri Finance Ltd',
      claimant_email: ACCOUNTS.claimant,
      claimant_mobile: '9876543210',
      claimant_taluk: 'Haveli',
      claimant_district: 'Pune',
      claimant_state: 'Maharashtra',
      claimant_pin_code: '411001',
      borrower_respondent_type: 'Individual',
      borrower_name1: `Bulk${stamp}`,
      borrower_last_name: `No${n}`,
      borrower_fathers_name: 'Ramesh',
      borrower_mobile: n === 10 ? '98765' : `9${String(100000000 + n)}`,
      borrower_taluk: 'Haveli',
      borrower_district: 'Pune',
      borrower_state: 'Maharashtra',
      borrower_pin_code: '411001',
      guarantor_respondent_type: 'Individual',
      guarantor_name1: `Guarantor${stamp}`,
      guarantor_fathers_name: 'Suresh',
      guarantor_mobile: `8${String(100000000 + n)}`,
      guarantor_taluk: 'Haveli',
      guarantor_district: 'Pune',
      guarantor_state: 'Maharashtra',
      guarantor_pin_code: '411001',
    };
    return header.map((key) => values[key] ?? '').join(',');
  });
  return [...lines, ...rows].join('\r\n') + '\r\n';
}

test('a claimant files 50 cases from a CSV with 2 invalid rows and finds 48 drafts', async ({ page }) => {
  // Template downloads, a worker's parse, an upload and a server job: longer than the default on a busy machine.
  test.setTimeout(240_000);
  const stamp = uniqueStamp();
  const bulk = new BulkCasePage(page);
  await new LoginPage(page).loginAs(ACCOUNTS.claimant);
  await bulk.open();
  await expect(page.getByText('To file cases in bulk, download the template, fill in one row per case and upload the file.')).toBeVisible();

  const template = await bulk.downloadCsvTemplate();
  expect(template).toContain('# borrower_mobile: Borrower Mobile Number. Required: yes. Format: 10 digits.');
  const xlsx = await bulk.downloadXlsxTemplate();
  expect(xlsx.suggestedFilename()).toBe('bulk-case-template.xlsx');

  await bulk.upload(`cases-${stamp}.csv`, fiftyRows(template, stamp));
  await bulk.saveAndContinue();

  // The Case Summary: counts, the invalid rows first with their messages by column.
  await expect(page.getByText('48 valid rows')).toBeVisible();
  await expect(page.getByText('2 invalid rows')).toBeVisible();
  await expect(page.getByText('Please check your user email id').first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Case Summary' });
  for (const header of ['Sl No', 'Arbitration Agreement Number', 'Date of Agreement', 'Claimant Name or Company Name', 'Claimant Lawyer', 'Respondent Name']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(bulk.summaryRow(10)).toContainText('Borrower Mobile Number: Must be exactly 10 digits');
  await expect(bulk.summaryRow(30)).toContainText('User Email ID: Please check your user email id');
  const errors = await bulk.downloadErrors();
  expect(errors.trim().split(/\r?\n/)).toEqual([
    'Row,Column,Column name,Problem',
    '10,borrower_mobile,Borrower Mobile Number,Must be exactly 10 digits',
    '30,user_email_id,User Email ID,Please check your user email id',
  ]);
  await page.locator('label').filter({ hasText: /^Valid \(48\)$/ }).click();
  await expect(bulk.summaryRow(1)).toContainText(`BULK/${stamp}/1`);
  await expect(bulk.summaryRow(1)).toContainText(`Bulk${stamp} No1 & Anr.`);

  await bulk.saveAndContinue();
  // The job runs on the server; the bar fills and the final counts show.
  await expect(page.getByRole('status').filter({ hasText: /Success: 48 cases filed as drafts/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Your case has been successfully submitted and is now under review.');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Bulk filings' }).getByText('48 of 48').first()).toBeVisible();

  // 48 drafts of claim type Bulk, in the Draft tab.
  const count = await page.evaluate(async (agreement) => {
    const filters = JSON.stringify([['arbitration_agreement_number', 'like', `${agreement}/%`], ['stage', '=', 'Draft'], ['claim_type', '=', 'Bulk']]);
    const reply = await fetch(`/api/method/frappe.client.get_count?doctype=Claim&filters=${encodeURIComponent(filters)}`, { credentials: 'include' });
    return (await reply.json()).message as number;
  }, `BULK/${stamp}`);
  expect(count).toBe(48);
  await page.goto('/#/arbitration?tab=draft');
  const list = new CaseListPage(page);
  await list.search(`Bulk${stamp}`);
  await expect(page.getByRole('row').filter({ hasText: `Udaygiri Finance Ltd vs Bulk${stamp}` }).first()).toBeVisible();
});
