import { expect, test } from '../support/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { ACCOUNTS } from '../support/accounts';

test('with the filing remote missing, only its routes show the retry panel', async ({ page }) => {
  const shell = new ShellPage(page);
  let filingMissing = true;
  await page.route('**/remotes/filing/**', (route) =>
    filingMissing ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback(),
  );

  await new LoginPage(page).loginAs(ACCOUNTS.claimant);
  await shell.expectPath('/dashboard');
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'This part of the portal is unavailable' })).toBeVisible();

  // Hearings belong to the neutral remote: still drawn, and the menu keeps working.
  await shell.openMenu('Hearings');
  await shell.expectPath('/hearinglist');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Hearings' })).toBeVisible();

  await shell.openMenu('Arbitrations');
  await expect(panel).toBeVisible();

  // Once the files are back, Retry loads the remote without a page reload.
  filingMissing = false;
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Arbitrations' })).toBeVisible();
});

test('a session ended on the server sends the next page load to /Expired', async ({ page }) => {
  const shell = new ShellPage(page);
  await new LoginPage(page).loginAs(ACCOUNTS.expert);
  await shell.expectPath('/dashboard');
  const csrf = await page.evaluate(() => JSON.parse(localStorage.getItem('odr.session') ?? '{}').state?.csrfToken);
  await page.request.post('/api/method/logout', { headers: { 'X-Frappe-CSRF-Token': csrf ?? '' } });
  await page.reload();
  await shell.expectPath('/Expired');
  await expect(page.getByRole('heading', { name: 'Your session has expired' })).toBeVisible();
});
