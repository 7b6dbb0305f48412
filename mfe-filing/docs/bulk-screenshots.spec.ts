/*
 * Screenshots of the bulk case screen (both steps and the import's progress) at desktop (1280 px)
 * and phone (360 px) width: `npx playwright test -c mfe-filing/docs/screenshots.config.ts bulk-screenshots`.
 */
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { LoginPage } from '../../e2e/pages/LoginPage';
import { BulkCasePage } from '../../e2e/pages/filing/BulkCasePage';
import { ACCOUNTS } from '../../e2e/support/accounts';
import { screenshotWholePage } from '../../e2e/support/screenshots';

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 780 },
] as const;

async function shoot(page: Page, name: string, size: string) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await screenshotWholePage(page, path.join(__dirname, `${name}-${size}.png`));
}

function rows(template: string, size: string): string {
  const lines = template.replace(/^\uFEFF/, '').trimEnd().split(/\r?\n/);
  const header = lines.at(-1)!.split(',');
  const body = Array.from({ length: 12 }, (_, i) => {
    const n = i + 1;
    const values: Record<string, string> = {
      user_email_id: ACCOUNTS.claimant,
      agreement_number: `UFL/BULK/${size}/${n}`,
      date_of_agreement: '15-04-2023',
      claimant_customer_type: 'Enterprise',
      claimant_company_name: 'Udaygiri Finance Ltd',
      claimant_add_lawyer: 'Meera Joshi',
      claimant_email: ACCOUNTS.claimant,
      claimant_mobile: '9876543210',
      claimant_taluk: 'Haveli',
      claimant_district: 'Pune',
      claimant_state: 'Maharashtra',
      claimant_pin_code: '411001',
      borrower_respondent_type: 'Individual',
      borrower_name1: ['Ravi', 'Asha', 'Imran', 'Lakshmi'][i % 4],
      borrower_last_name: ['Patil', 'Kulkarni', 'Shaikh', 'Iyer'][i % 4],
      borrower_fathers_name: 'Ramesh',
      borrower_mobile: n === 4 ? '98765' : `9${String(100000000 + n)}`,
      borrower_taluk: 'Haveli',
      borrower_district: 'Pune',
      borrower_state: 'Maharashtra',
      borrower_pin_code: n === 9 ? '4110' : '411001',
    };
    return header.map((key) => values[key] ?? '').join(',');
  });
  return [...lines, ...body].join('\r\n') + '\r\n';
}

for (const size of SIZES) {
  test(`bulk case screens at ${size.width} px`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const bulk = new BulkCasePage(page);
    await new LoginPage(page).loginAs(ACCOUNTS.claimant);
    await bulk.open();
    const template = await bulk.downloadCsvTemplate();
    await bulk.upload(`loans-${size.name}.csv`, rows(template, size.name));
    await shoot(page, 'bulk-1-case-details', size.name);
    await bulk.saveAndContinue();
    await expect(page.getByText('10 valid rows')).toBeVisible();
    await shoot(page, 'bulk-2-case-summary', size.name);
    await bulk.saveAndContinue();
    await expect(page.getByRole('status').filter({ hasText: /Success: 10 cases filed as drafts/ })).toBeVisible({ timeout: 120_000 });
    // The final counts, under the spec's confirmation.
    await expect(page.getByRole('dialog')).toContainText('Your case has been successfully submitted and is now under review.');
    await shoot(page, 'bulk-3-progress', size.name);
  });
}
