import { expect, test } from '../../support/test';
import { ACCOUNTS } from '../../support/accounts';
import { screenshotWholePage } from '../../support/screenshots';
import { RespondentCasePage } from '../../pages/respondent/RespondentCasePage';
import { RespondentLoginPage } from '../../pages/respondent/RespondentLoginPage';
import { ApiSession, claimAwaitingReply, latestCode } from './case-api';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a respondent reads the privacy notice at first login, agrees, and asks for a correction of their data', async ({ page, baseURL }, testInfo) => {
  const filed = await claimAwaitingReply(baseURL!, 'DPR');
  const login = new RespondentLoginPage(page, 'portal');
  await login.open(filed.name);
  await login.requestCode({ mobile: filed.mobile });
  await login.enterCode(await latestCode(baseURL!, filed.mobile));
  await login.verify();
  const casePage = new RespondentCasePage(page);
  await casePage.expectCase(filed.name);

  // DPDP Act 2023 s. 5: the notice above the case at the first login, until agreed to.
  const notice = page.getByRole('region', { name: 'How we use your personal data' });
  await expect(notice).toBeVisible();
  await screenshotWholePage(page, testInfo.outputPath('respondent-privacy-notice-360.png'));
  await notice.getByRole('button', { name: 'I have read this notice and agree to my data being used for this case' }).click();
  await expect(page.getByText('Your consent is recorded.')).toBeVisible();
  await expect(notice).toBeHidden();

  await casePage.openSection('Your data');
  await expect(page.getByText('You agreed to this notice')).toBeVisible();
  await page.getByRole('radio', { name: 'Correct my data' }).check();
  await page.getByLabel('Details').fill('My address is 12 MG Road, Pune 411001');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/^Request DPR-\d{4}-[0-9A-F]{8} sent\. The answer is due by \d{2}-\d{2}-\d{4}\.$/)).toBeVisible();
  await expect(page.getByText(/Open: the answer is due by \d{2}-\d{2}-\d{4}\./)).toBeVisible();
  await screenshotWholePage(page, testInfo.outputPath('respondent-your-data-360.png'));
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);

  // The case manager sees the request, due in 90 days.
  const admin = await ApiSession.login(baseURL!, ACCOUNTS.admin);
  const reply = await admin.http.get('/api/method/arbitroute.api.react_api.list_data_requests', { params: { status: 'Open' } });
  expect(reply.ok()).toBe(true);
  const requests = ((await reply.json()) as { message: { kind: string; details: string; subject: string; filed_at: string; due_by: string }[] }).message;
  const mine = requests.find((request) => request.details === 'My address is 12 MG Road, Pune 411001');
  expect(mine?.kind).toBe('Correction');
  expect(mine?.subject).toContain(filed.name);
  expect(Date.parse(mine!.due_by) - Date.parse(mine!.filed_at)).toBe(90 * 24 * 60 * 60 * 1000);
  await admin.dispose();
});
