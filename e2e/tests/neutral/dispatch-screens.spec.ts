import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '../../support/test';
import { ACCOUNTS } from '../../support/accounts';
import { screenshotWholePage } from '../../support/screenshots';
import { acceptedCase, ApiSession, inDays } from './case-api';
import { loggedIn } from './support';
import { ARRIVAL } from '../../support/screen';

/*
 * The consent & disclosure, dispatch, report and invoice screens at a laptop's width and a
 * phone's (360 px): nothing scrolls sideways, and each is photographed (into NEUTRAL_DOCS_DIR when
 * set, e.g. mfe-neutral/docs, else the test's output).
 */
const SIZES = { laptop: { width: 1366, height: 900 }, phone: { width: 360, height: 740 } } as const;

function shotPath(testInfo: TestInfo, name: string): string {
  const dir = process.env.NEUTRAL_DOCS_DIR ? path.resolve(process.env.NEUTRAL_DOCS_DIR) : testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/** A screen reached by navigation may take more than the usual 10 s on a loaded 2-core machine. */

async function settled(page: Page, size: string) {
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'nothing scrolls sideways').toBeLessThanOrEqual(0);
  await nothingCut(page, size);
}

/**
 * Nothing a user must read is cut off: no badge (a status, "Overdue") is clipped to "DELIVE…", and
 * at a laptop's width no table keeps a column out of sight in a sideways scroller (on a phone a
 * table may scroll sideways in its own focusable region).
 */
async function nothingCut(page: Page, size: string) {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root, .mantine-Badge-label')]
      .filter((element) => element.getClientRects().length > 0 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
  );
  expect(clipped, 'badges read whole').toEqual([]);
  if (size !== 'laptop') return;
  const hidden = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-ScrollArea-viewport')]
      .filter((viewport) => viewport.querySelector('table') && viewport.scrollWidth > viewport.clientWidth + 1)
      .map((viewport) => viewport.querySelector('table')?.getAttribute('aria-label') ?? viewport.getAttribute('aria-label') ?? 'a table'),
  );
  expect(hidden, 'every column in sight at 1366 px').toEqual([]);
}

/** A claim with a consent dispatch (one delivery acknowledged, one on its way) and two invoices. */
async function claimWithDispatches(baseURL: string): Promise<string> {
  const filed = await acceptedCase(baseURL, 'Claim', ACCOUNTS.arbitrator, ['Issuance of Notice']);
  const arbitrator = await ApiSession.login(baseURL, ACCOUNTS.arbitrator);
  try {
    const claim = (await arbitrator.get<{ data: { respondent_table: { name: string; mobile: string }[]; claimant_table: { name: string }[] } }>(`/api/resource/Claim/${filed.name}`)).data;
    const borrower = claim.respondent_table[0];
    await arbitrator.post('/api/resource/Consent And Disclosure Dispatch', {
      claim: filed.name,
      documents: 'Consent and Sixth Schedule disclosure',
      dispatch_details: [
        { dispatched_to: filed.borrower, party_type: 'Respondent', party_row: borrower.name, channel: 'Speed Post', tracking_id: 'EK987654321IN', dispatch_date: inDays(-12), acknowledged: 1, received_date: inDays(-9) },
        { dispatched_to: 'Udaygiri Finance Ltd', party_type: 'Claimant', party_row: claim.claimant_table[0].name, channel: 'Courier', tracking_id: 'DTDC-D4471', dispatch_date: inDays(-10) },
      ],
    });
    await arbitrator.post('/api/resource/Invoice', { claim: filed.name, purpose: 'Arbitrator fee', amount: 125000, invoice_status: 'Paid', mode_of_payment: 'Bank Transfer' });
    await arbitrator.post('/api/resource/Invoice', { claim: filed.name, purpose: 'Administrative expenses', amount: 4500, invoice_status: 'Unpaid' });
  } finally {
    await arbitrator.dispose();
  }
  return filed.name;
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`consent, dispatch, report and invoice screens fit a ${size}`, async ({ browser, baseURL }, testInfo) => {
    // 40-80 s on a loaded 2-core machine: six screens, each settled and photographed.
    test.setTimeout(180_000);
    const caseName = await claimWithDispatches(baseURL!);
    const page = await loggedIn(browser, ACCOUNTS.arbitrator, viewport);

    await page.goto('/#/nomination&disclosure');
    await expect(page.getByRole('heading', { name: 'Awaiting your consent and disclosure' })).toBeVisible(ARRIVAL);
    await expect(page.getByRole('button', { name: `Record consent and disclosure for ${caseName}` })).toBeVisible();
    await settled(page, size);
    await screenshotWholePage(page, shotPath(testInfo, `consent-disclosure-${size}`));
    await page.getByRole('button', { name: `Record consent and disclosure for ${caseName}` }).click();
    await expect(page.locator('.mantine-Modal-content')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: shotPath(testInfo, `consent-disclosure-form-${size}`) });
    await page.keyboard.press('Escape');

    await page.goto(`/#/dispatch/${caseName}?kind=consent`);
    await expect(page.getByRole('table', { name: /^Deliveries of CDD-/ }).getByRole('row').filter({ hasText: 'EK987654321IN' })).toContainText('Delivered', ARRIVAL);
    await settled(page, size);
    await screenshotWholePage(page, shotPath(testInfo, `dispatch-tracker-${size}`));
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.locator('.mantine-Modal-content')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: shotPath(testInfo, `dispatch-editor-${size}`) });
    await page.keyboard.press('Escape');

    await page.goto(`/#/dispatch/${caseName}?kind=award`);
    await expect(page.getByRole('heading', { name: 'Service of the award and limitation' })).toBeVisible(ARRIVAL);
    await settled(page, size);
    await screenshotWholePage(page, shotPath(testInfo, `award-service-${size}`));

    await page.goto('/#/report');
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'DTDC-D4471' }).first()).toContainText('Overdue', ARRIVAL);
    await settled(page, size);
    await screenshotWholePage(page, shotPath(testInfo, `dispatch-report-${size}`));

    await page.goto('/#/invoice');
    await expect(page.getByRole('row').filter({ hasText: 'Administrative expenses' }).first()).toContainText('₹4,500', ARRIVAL);
    await settled(page, size);
    await screenshotWholePage(page, shotPath(testInfo, `invoices-${size}`));
    if (size === 'laptop') {
      // The printed invoice comes from Frappe's print route as a PDF.
      const invoiceRow = page.getByRole('row').filter({ hasText: 'Administrative expenses' }).first();
      const href = await invoiceRow.getByRole('link', { name: /^Download PDF of INV-/ }).getAttribute('href');
      expect(href).toMatch(/frappe\.utils\.print_format\.download_pdf\?doctype=Invoice&name=INV-/);
      const pdf = await page.request.get(href!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
    }

    await page.goto('/#/paymentList');
    await expect(page.getByRole('row').filter({ hasText: 'Arbitrator fee' }).first()).toContainText('₹1,25,000', ARRIVAL);
    await expect(page.getByRole('row').filter({ hasText: 'Administrative expenses' })).toHaveCount(0);
    await settled(page, size);
    await screenshotWholePage(page, shotPath(testInfo, `payments-${size}`));
    await page.context().close();
  });
}
