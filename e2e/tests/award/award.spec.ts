import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '../../support/test';
import { RespondentLoginPage } from '../../pages/respondent/RespondentLoginPage';
import { RespondentCasePage } from '../../pages/respondent/RespondentCasePage';
import { ACCOUNTS, DEMO_PASSWORD } from '../../support/accounts';
import { ApiSession } from '../neutral/case-api';
import { loggedIn } from '../neutral/support';
import { latestCode } from '../respondent/case-api';
import { expectNoSidewaysScroll } from '../../support/screen';

/*
 * The award at the end of a case: the arbitrator edits the demo award and prints it, the claimant
 * reads and downloads it, the respondent downloads it from the portal. Photographs of the editor go
 * into NEUTRAL_DOCS_DIR when set (mfe-neutral/docs), else the test's output.
 */

const AWARD_AGREEMENT = 'UFL/VL/2022/026514';
const RESPONDENT_MOBILE = '9000010701';
const EDITED = 'The respondent shall pay the amount awarded within 30 days of this award.';

function shotPath(testInfo: TestInfo, name: string): string {
  const dir = process.env.NEUTRAL_DOCS_DIR ? path.resolve(process.env.NEUTRAL_DOCS_DIR) : testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

async function awardCase(baseURL: string): Promise<string> {
  const admin = await ApiSession.login(baseURL, ACCOUNTS.admin);
  try {
    const filters = encodeURIComponent(JSON.stringify([['arbitration_agreement_number', '=', AWARD_AGREEMENT]]));
    const reply = await admin.get<{ data: { name: string }[] }>(`/api/resource/Claim?filters=${filters}`);
    expect(reply.data, 'the demo case at Award').toHaveLength(1);
    return reply.data[0].name;
  } finally {
    await admin.dispose();
  }
}

/** Clicks a Download PDF link and returns the file's bytes and name. */
async function downloadPdf(page: Page, linkName: string, testInfo: TestInfo) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).click()]);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const content = readFileSync(file);
  expect(content.subarray(0, 4).toString()).toBe('%PDF');
  return { content, name: download.suggestedFilename() };
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('the arbitrator edits the award, updates it and downloads its PDF', async ({ browser, baseURL }, testInfo) => {
  const caseName = await awardCase(baseURL!);
  const page = await loggedIn(browser, ACCOUNTS.arbitrator, { width: 1366, height: 900 });
  await page.goto(`/#/arbitrationaward/${caseName}`);
  // The remote and the case load first; a busy machine takes its time.
  await expect(page.getByRole('button', { name: 'Edit Award', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Edit Award', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Award' });
  const editor = dialog.getByRole('textbox', { name: 'Award', exact: true });
  await expect(editor).toContainText('Respondent No. 1: Mr Imran Shaikh (Borrower)', { timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: 'Update' })).toBeVisible();
  await expect(page.getByText('Login successfully')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  await dialog.screenshot({ path: shotPath(testInfo, 'award-editor-laptop') });

  // Edit paragraph 4: add a sentence at its end.
  await editor.getByText(/arbitrator's fee of Rs 3,000/).click();
  await page.keyboard.press('End');
  await page.keyboard.type(` ${EDITED}`);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Award Save Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const { name } = await downloadPdf(page, 'Download Award PDF', testInfo);
  expect(name).toBe(`${caseName}-Award.pdf`);
  await downloadPdf(page, 'Download Award Covering Letter PDF', testInfo);
  await page.context().close();
});

test('the editor fits a phone', async ({ browser, baseURL }, testInfo) => {
  const caseName = await awardCase(baseURL!);
  const page = await loggedIn(browser, ACCOUNTS.arbitrator, { width: 360, height: 740 });
  await page.goto(`/#/arbitrationaward/${caseName}`);
  await page.getByRole('button', { name: 'Edit Award Covering Letter' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Award Covering Letter' });
  await expect(dialog.getByRole('textbox', { name: 'Award Covering Letter', exact: true })).toContainText('after 30 days', { timeout: 20_000 });
  await expect(dialog.getByRole('img', { name: 'Letterhead' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(page.getByText('Login successfully')).toHaveCount(0, { timeout: 8_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: shotPath(testInfo, 'award-editor-phone') });
  await page.context().close();
});

test('the claimant reads the award without editing it and downloads it', async ({ browser, baseURL }, testInfo) => {
  const caseName = await awardCase(baseURL!);
  const page = await loggedIn(browser, ACCOUNTS.claimant);
  await page.goto(`/#/arbitrationview/${caseName}`);
  await page.getByRole('tab', { name: 'Award' }).click({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Edit Award/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Award', exact: true }).click();
  const viewer = page.getByRole('dialog', { name: 'Award' });
  await expect(viewer.getByText(EDITED, { exact: false })).toBeVisible();
  await expect(viewer.getByRole('textbox')).toHaveCount(0);
  await viewer.getByRole('button', { name: /close/i }).click();
  await downloadPdf(page, 'Download Award PDF', testInfo);
  await page.context().close();
});

test('the respondent downloads the award from the portal', async ({ page, baseURL }, testInfo) => {
  const caseName = await awardCase(baseURL!);
  await new RespondentLoginPage(page, 'portal').loginAs(caseName, RESPONDENT_MOBILE, () => latestCode(baseURL!, RESPONDENT_MOBILE));
  const casePage = new RespondentCasePage(page);
  await casePage.expectCase(caseName);
  await casePage.openSection('Award');
  await downloadPdf(page, 'Download Award PDF', testInfo);
  // Every PDF carries a verification code; its public page confirms the case and the document.
  const href = await page.getByRole('link', { name: 'View Award PDF' }).getAttribute('href');
  const printed = await page.request.get(new URL(href!, page.url()).toString());
  expect(printed.headers()['content-type']).toBe('application/pdf');
  const code = printed.headers()['x-verification-code'];
  expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await page.goto(`/verify/${code}`);
  await expect(page.getByRole('heading', { name: 'Document verification' })).toBeVisible();
  await expect(page.getByText(caseName, { exact: true })).toBeVisible();
});

// The arbitrator signs the award digitally (PAdES): their password, then poppler's pdfsig (any PDF
// reader's check) finds their signature on the award's PDF valid over the whole document.
test('the arbitrator signs the award with their password and its PDF carries their valid signature', async ({ browser, baseURL }, testInfo) => {
  const caseName = await awardCase(baseURL!);

  const page = await loggedIn(browser, ACCOUNTS.arbitrator, { width: 1366, height: 900 });
  await page.goto(`/#/arbitrationaward/${caseName}`);
  await expect(page.getByRole('button', { name: 'Sign digitally' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign digitally' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign the award digitally' });
  await dialog.getByLabel(/Your password/).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Incorrect password: the award was not signed');
  await dialog.getByLabel(/Your password/).fill(DEMO_PASSWORD);
  await dialog.screenshot({ path: shotPath(testInfo, 'sign-award-dialog') });
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText('The award is signed: its PDFs now carry your digital signature')).toBeVisible();
  await expect(dialog).toBeHidden();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Award PDF' }).click()]);
  const file = testInfo.outputPath('award.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 4).toString()).toBe('%PDF');
  let report = '';
  try {
    report = execFileSync('pdfsig', [file]).toString();
  } catch (error) {
    report = String((error as { stdout?: Buffer }).stdout ?? '');
  }
  expect(report).toContain('Signer Certificate Common Name: Dr Vikram Rao');
  expect(report).toContain('Signature Validation: Signature is Valid.');
  expect(report).toContain('Total document signed');
  await page.context().close();
});
