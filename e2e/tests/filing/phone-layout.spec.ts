import { expect, test, type Page } from '../../support/test';
import { LoginPage } from '../../pages/LoginPage';
import { SubmitCasePage } from '../../pages/filing/SubmitCasePage';
import { ACCOUNTS } from '../../support/accounts';

test.use({ viewport: { width: 360, height: 780 } });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('on a 360 px phone the dashboard, the wizard and the case list never scroll sideways', async ({ page }) => {
  test.setTimeout(60_000);
  const wizard = new SubmitCasePage(page);
  await new LoginPage(page).loginAs(ACCOUNTS.claimant);
  await expect(page.getByRole('link', { name: /^Arbitrations\s*\d+$/ })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Register a Case' }).click();
  await expect(wizard.field('Company Name')).toHaveValue('Udaygiri Finance Ltd');
  await expectNoSidewaysScroll(page);
  // The steps scroll inside their own strip; each stays reachable.
  await expect(wizard.step('Additional Details')).toBeEnabled();
  await wizard.step('Additional Details').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Additional Details' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Back on the wizard later (a reload keeps the draft), the strip shows the current step, not step 1.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Additional Details' })).toBeVisible();
  await expect(async () => {
    const box = await wizard.step('Additional Details').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }).toPass({ timeout: 5_000 });

  await page.goto('/#/arbitration');
  await expect(page.getByRole('list', { name: 'Cases' }).getByRole('link').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('list', { name: 'Cases' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/arbitrationview\/ARB-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(' vs ');
  await expectNoSidewaysScroll(page);
});
