/*
 * Screenshots of the filing screens at desktop (1280 px) and phone (360 px) width, written next to
 * this file: `npx playwright test -c mfe-filing/docs/screenshots.config.ts` (after building the
 * shell and the remotes). They show the screens as a claimant sees them with the demo data.
 */
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { LoginPage } from '../../e2e/pages/LoginPage';
import { SubmitCasePage } from '../../e2e/pages/filing/SubmitCasePage';
import { ACCOUNTS } from '../../e2e/support/accounts';
import { screenshotWholePage } from '../../e2e/support/screenshots';

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 780 },
] as const;

async function shoot(page: Page, name: string, size: string) {
  // Toasts come and go; wait until none covers the screen.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  // The header is fixed: a full-page shot is taken from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  // Nothing may make the page scroll sideways (tables scroll inside their own frame).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await screenshotWholePage(page, path.join(__dirname, `${name}-${size}.png`));
}

for (const size of SIZES) {
  test(`filing screens at ${size.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const wizard = new SubmitCasePage(page);
    await new LoginPage(page).loginAs(ACCOUNTS.claimant);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Upcoming hearings: \d+/ })).toBeVisible();
    await shoot(page, 'dashboard', size.name);

    await page.getByRole('link', { name: 'Register a Case' }).click();
    await expect(wizard.field('Company Name')).toHaveValue('Udaygiri Finance Ltd');
    await shoot(page, 'wizard-1-claimant-details', size.name);
    await wizard.field('Taluk').fill('Haveli');
    await wizard.saveAndContinue();

    await wizard.fillRespondent({
      type: 'Individual',
      contactType: 'Borrower',
      firstName: 'Ravi',
      fathersName: 'Mohan Kulkarni',
      mobile: '9123456780',
      address: { state: 'Maharashtra', district: 'Pune', taluk: 'Haveli', pinCode: '411005', street: 'Karve Road', city: 'Pune' },
    });
    await wizard.addMoreRespondent();
    await wizard.fillRespondent({ type: 'Individual', contactType: 'Guarantor', firstName: 'Sunita', fathersName: 'Ravi Kulkarni', mobile: '9123456781' }, { sameAddressAsBorrower: true });
    await shoot(page, 'wizard-2-respondents-details', size.name);
    await wizard.saveAndContinue();

    await wizard.field('Agreement Number').fill('UFL/PL/2024/001245');
    await wizard.field('Clause Number').fill('18');
    await wizard.field('Disputed Value').fill('385000');
    await wizard.field('Date of Agreement').fill('2024-03-15');
    await wizard.field('Nature of Dispute').selectOption('Loan Recovery');
    await wizard.field('Venue').fill('Pune');
    await wizard.field('Jurisdiction').fill('Pune');
    await wizard.field('Composition of Tribunal').selectOption('Sole');
    await wizard.attachFile('SOC', 'statement-of-claim.pdf');
    await shoot(page, 'wizard-3-case-details', size.name);
    await wizard.saveAndContinue();

    await wizard.field('Product').fill('Personal loan');
    await wizard.field('Loan Amount').fill('500000');
    await wizard.field('No Of Instalments').fill('36');
    await shoot(page, 'wizard-4-additional-details', size.name);
    await wizard.saveAndContinue();

    await expect(page.getByRole('heading', { level: 2, name: 'Case Summary' })).toBeVisible();
    await shoot(page, 'wizard-5-case-summary', size.name);
    await page.getByRole('button', { name: 'Pay Filing Fee' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment' })).toBeVisible();
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await page.screenshot({ path: path.join(__dirname, `payment-modal-${size.name}.png`) });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/#/arbitration');
    await expect(page.getByRole('link', { name: /ARB-\d+/ }).first()).toBeVisible();
    await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
    await shoot(page, 'arbitrations-list', size.name);

    await page.goto('/#/arbitrationview/ARB-00003');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(' vs ');
    await shoot(page, 'arbitration-view', size.name);

    await page.goto('/#/mediations');
    await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
    await shoot(page, 'mediations-list', size.name);

    await page.goto('/#/invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.locator('[data-testid="skeleton-row"]')).toHaveCount(0);
    await shoot(page, 'invoices', size.name);
  });
}
