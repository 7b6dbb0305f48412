import { expect, test, type Page } from '../../support/test';
import { RespondentCasePage } from '../../pages/respondent/RespondentCasePage';
import { RespondentLoginPage } from '../../pages/respondent/RespondentLoginPage';
import { claimAwaitingReply, latestCode } from './case-api';
import { screenshotWholePage } from '../../support/screenshots';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The page never scrolls sideways on a 360 px phone. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** Buttons a thumb must hit are at least 40 px high. */
async function expectTouchTarget(page: Page, name: string | RegExp) {
  const box = await page.getByRole('button', { name }).first().boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
}

test('the standalone portal at 360 px: login, code and case fit a phone', async ({ page, baseURL }, testInfo) => {
  const filed = await claimAwaitingReply(baseURL!, 'PH');
  const login = new RespondentLoginPage(page, 'portal');
  await login.open(filed.name);
  await expectNoSidewaysScroll(page);
  await expectTouchTarget(page, 'Get OTP');
  await screenshotWholePage(page, testInfo.outputPath('respondent-login-360.png'));

  await login.requestCode({ mobile: filed.mobile });
  await expectNoSidewaysScroll(page);
  await expectTouchTarget(page, 'Verify');
  const boxes = page.getByLabel(/^One-time code, digit/);
  await expect(boxes).toHaveCount(6);
  for (const box of await boxes.all()) expect((await box.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
  await screenshotWholePage(page, testInfo.outputPath('respondent-otp-360.png'));

  await login.enterCode(await latestCode(baseURL!, filed.mobile));
  await login.verify();
  const casePage = new RespondentCasePage(page);
  await casePage.expectCase(filed.name);
  await expect(page.getByRole('heading', { name: 'Case Status' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshotWholePage(page, testInfo.outputPath('respondent-case-360.png'));

  await casePage.openSection('Respondent Reply');
  await expectNoSidewaysScroll(page);
  await expectTouchTarget(page, 'Save');
  await screenshotWholePage(page, testInfo.outputPath('respondent-reply-360.png'));
});

test('inside the shell at 360 px the respondent screens fit a phone too', async ({ page, baseURL }, testInfo) => {
  const filed = await claimAwaitingReply(baseURL!, 'PS');
  const login = new RespondentLoginPage(page, 'shell');
  await login.open(filed.name);
  await expectNoSidewaysScroll(page);
  await login.requestCode({ mobile: filed.mobile });
  await expectNoSidewaysScroll(page);
  await login.enterCode(await latestCode(baseURL!, filed.mobile));
  await login.verify();
  const casePage = new RespondentCasePage(page);
  await casePage.expectCase(filed.name);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('shell-respondent-case-360.png') });
});
