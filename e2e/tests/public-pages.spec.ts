import { expect, test } from '../support/test';
import { ShellPage } from '../pages/ShellPage';

test('an unauthenticated visitor is sent to the landing page, and GET START leads to login', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/#/arbitration');
  await shell.expectPath('/landingpage');
  await page.getByRole('link', { name: 'GET START' }).click();
  await shell.expectPath('/login');
});

test('the sign-up selection comes from the onboarding remote and links back to login', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  for (const card of ['Claimant', 'Law Firm', 'Arbitrator & Mediator']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to login' }).click();
  await new ShellPage(page).expectPath('/login');
});

test('forgot password checks the email first, then asks the server to send a password', async ({ page }) => {
  await page.goto('/#/forgotPassword');
  await expect(page.getByText("Enter your email and we'll send you a password")).toBeVisible();
  await page.getByPlaceholder('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter valid email')).toBeVisible();
  await page.getByPlaceholder('Email').fill('expert@demo.in');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password has been sent to your email')).toBeVisible();
  await new ShellPage(page).expectPath('/login');
});
