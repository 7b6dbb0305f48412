import { expect, test } from '../support/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { ACCOUNTS } from '../support/accounts';

test('a Draft arbitrator gets the Update Your Profile modal and cannot navigate', async ({ page }) => {
  const shell = new ShellPage(page);
  await new LoginPage(page).loginAs(ACCOUNTS.pendingArbitrator);
  await shell.expectPath('/dashboard');
  const modal = page.getByRole('dialog', { name: 'Update Your Profile' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Please update your profile details!')).toBeVisible();

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await shell.openMenu('Arbitrations');
  await shell.expectPath('/dashboard');
  await expect(modal).toBeVisible();

  // A typed address is turned back as well.
  await page.goto('/#/hearinglist');
  await shell.expectPath('/dashboard');

  await modal.getByRole('button', { name: 'Update Profile' }).click();
  await shell.expectPath('/arbitratorprofile');
});

test('an approved arbitrator is not stopped by the profile gate', async ({ page }) => {
  const shell = new ShellPage(page);
  await new LoginPage(page).loginAs(ACCOUNTS.arbitrator);
  await shell.expectPath('/dashboard');
  await shell.openMenu('Hearings');
  await shell.expectPath('/hearinglist');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
