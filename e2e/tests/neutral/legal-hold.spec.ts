import { expect, test } from '../../support/test';
import { ACCOUNTS } from '../../support/accounts';
import { screenshotWholePage } from '../../support/screenshots';
import { LoginPage } from '../../pages/LoginPage';
import { ApiSession, claimAwaitingReply } from '../respondent/case-api';

test('the case manager places a legal hold on a case with a reason, and nobody can delete it meanwhile', async ({ page, baseURL }, testInfo) => {
  const filed = await claimAwaitingReply(baseURL!, 'HOLD');
  await new LoginPage(page).loginAs(ACCOUNTS.admin);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(`/#/arbitrationview/${encodeURIComponent(filed.name)}`);
  await page.getByRole('button', { name: 'Place legal hold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place legal hold' });
  await dialog.getByRole('button', { name: 'Place legal hold' }).click();
  await expect(dialog.getByText('Give the reason; the case\'s audit trail keeps it.')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('Order of the District Court, Pune, in OS 12/2026');
  await dialog.getByRole('button', { name: 'Place legal hold' }).click();
  await expect(page.getByText(`${filed.name} is under a legal hold.`)).toBeVisible();
  await expect(page.getByText('Legal hold', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lift legal hold' })).toBeVisible();
  await screenshotWholePage(page, testInfo.outputPath('legal-hold-1366.png'));

  // Read back through the API: the hold and its reason, and a delete refused.
  const admin = await ApiSession.login(baseURL!, ACCOUNTS.admin);
  const claim = await admin.get<{ legal_hold: number; legal_hold_reason: string }>('Claim', filed.name);
  expect(claim).toMatchObject({ legal_hold: 1, legal_hold_reason: 'Order of the District Court, Pune, in OS 12/2026' });
  const deleted = await admin.http.delete(`/api/resource/Claim/${encodeURIComponent(filed.name)}`);
  expect(deleted.ok()).toBe(false);
  await admin.dispose();
});
