import { expect, test, type Browser, type Page } from '../../support/test';
import { LoginPage } from '../../pages/LoginPage';
import { RespondentCasePage } from '../../pages/respondent/RespondentCasePage';
import { RespondentLoginPage } from '../../pages/respondent/RespondentLoginPage';
import { ACCOUNTS } from '../../support/accounts';
import { ApiSession, acceptedDispute, inDays, latestCode, type FiledCase } from './case-api';
import { PHONE, ARRIVAL, toast, expectNoSidewaysScroll, onPhone } from '../../support/screen';

/*
 * SPEC §4 Extension (mediation): the respondent, on a 360 px phone, asks for more time while the
 * due date is within 20 days; the other party, the claimant, approves (Extended, the new due date
 * = due date + days) or rejects it (Extension Rejected, the due date stands). The claimant answers
 * on a laptop in one journey and on a phone in the other; the server's record is read back each time.
 */

function shown(iso: string): string {
  return iso.split('-').reverse().join('-');
}

/** The respondent asks for `days` more days from the standalone portal on a phone. */
async function respondentRequests(browser: Browser, baseURL: string, filed: FiledCase, days: number) {
  const { context, page } = await onPhone(browser);
  await new RespondentLoginPage(page, 'portal').loginAs(filed.name, filed.mobile, () => latestCode(baseURL, filed.mobile));
  await new RespondentCasePage(page).expectCase(filed.name);
  const panel = page.getByRole('region', { name: 'Extension of Time' });
  await panel.getByRole('button', { name: 'Request Extension' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Extension' });
  await dialog.getByLabel(/^Number of Days/).fill(String(days));
  await dialog.getByLabel(/^Reason for Extension/).fill('The borrower is gathering the repayment records from the bank.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await toast(page, 'Extension requested');
  await expect(panel.getByText('Requested for Extension')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await context.close();
}

/** The claimant opens the dispute's overview and finds the respondent's request. */
async function claimantSeesRequest(browser: Browser, name: string, viewport?: typeof PHONE) {
  const context = await browser.newContext(viewport ? { viewport, isMobile: true, hasTouch: true } : {});
  const page = await context.newPage();
  await new LoginPage(page).loginAs(ACCOUNTS.claimant);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto(`/#/mediationview/${name}`);
  const panel = page.getByRole('region', { name: 'Extension of Time' });
  await expect(panel.getByText('The respondent asked for more time.')).toBeVisible(ARRIVAL);
  return { page, panel };
}

async function disputeOnServer(baseURL: string, name: string) {
  const mediator = await ApiSession.login(baseURL, ACCOUNTS.mediator);
  try {
    return await mediator.get<Record<string, unknown>>('Dispute', name);
  } finally {
    await mediator.dispose();
  }
}

test('the respondent asks for 30 more days on a phone and the claimant grants them on a laptop', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const filed = await acceptedDispute(baseURL!, 15, 'EXTG');
  await respondentRequests(browser, baseURL!, filed, 30);
  expect(await disputeOnServer(baseURL!, filed.name)).toMatchObject({ extension_status: 'Extension Request Sent', requested_by_respondent: 1, no_of_days_extended: 30, due_date: inDays(15) });

  const { page, panel } = await claimantSeesRequest(browser, filed.name);
  await panel.getByRole('button', { name: 'Approve' }).click();
  await toast(page, `Extension approved: new due date ${shown(inDays(45))}`);
  await expect(panel.getByText('Extended').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.context().close();

  expect(await disputeOnServer(baseURL!, filed.name)).toMatchObject({ extension_status: 'Extended', is_extended: 1, due_date: inDays(15), extended_date: inDays(45) });
});

test('the respondent asks for more time on a phone and the claimant refuses it on a phone', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const filed = await acceptedDispute(baseURL!, 12, 'EXTR');
  await respondentRequests(browser, baseURL!, filed, 60);

  const { page, panel } = await claimantSeesRequest(browser, filed.name, PHONE);
  await expectNoSidewaysScroll(page);
  await panel.getByRole('button', { name: 'Reject' }).click();
  await toast(page, 'Extension request rejected');
  await expect(panel.getByText('Extension Rejected').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await page.context().close();

  const dispute = await disputeOnServer(baseURL!, filed.name);
  expect(dispute).toMatchObject({ extension_status: 'Extension Rejected', due_date: inDays(12) });
  expect(dispute.is_extended ?? 0).toBe(0);
});
