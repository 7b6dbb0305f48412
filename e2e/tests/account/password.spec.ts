import { request as playwrightRequest } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { ShellPage } from '../../pages/ShellPage';
import { ACCOUNTS } from '../../support/accounts';
import { mailedPassword, mailsTo } from '../../support/mailbox';
import { expect, test, type Page } from '../../support/test';
import { ApiSession, uniqueTag } from '../neutral/case-api';
import { PHONE, toast } from '../../support/screen';

/*
 * SPEC §2 and §5: a user changes the password from the account menu, and a user who forgot it asks
 * for a new one by e-mail and logs in with the mailed password. Each account is a new claimant the
 * case manager registers through the API (the demo accounts keep Demo@1234 for every other journey);
 * its first password comes by mail, as a sign-up's does.
 */

/** A new claimant account whose mailed first password is returned. */
async function newClaimant(baseURL: string): Promise<{ email: string; password: string }> {
  const email = `${uniqueTag('password')}@example.in`;
  const admin = await ApiSession.login(baseURL, ACCOUNTS.admin);
  try {
    await admin.post('/api/resource/User Registration', {
      user_type: 'Claimant',
      customer_type: 'Individual',
      salutation: 'Ms',
      first_name: 'Kavita',
      last_name: 'Joshi',
      email_id: email,
      primary_number: `8${String(Date.now()).slice(-9)}`,
    });
  } finally {
    await admin.dispose();
  }
  return { email, password: await mailedPassword(email) };
}

/** Whether the server accepts this password for this account (checked through the API, not the screen). */
async function apiAccepts(baseURL: string, email: string, password: string): Promise<boolean> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const reply = await context.post('/api/method/login', { data: { usr: email, pwd: password } });
    return reply.ok();
  } finally {
    await context.dispose();
  }
}

test('a user changes the password from the account menu and logs in with the new one', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { email, password } = await newClaimant(baseURL!);
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  await login.loginAs(email, password);
  await shell.expectPath('/dashboard');

  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await shell.expectPath('/resetpassword');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  const oldField = page.getByLabel(/^Old Password/);
  const newField = page.getByLabel(/^New Password/);
  const confirmField = page.getByLabel(/^Confirm Password/);
  const save = page.getByRole('button', { name: 'Save password' });

  // The form's own checks first, then the server's: a wrong current password changes nothing.
  await newField.fill('Kavita@2026');
  await confirmField.fill('Kavita@2027');
  await save.click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await oldField.fill('Not-the-password-1');
  await confirmField.fill('Kavita@2026');
  await save.click();
  await expect(page.getByText(/Old password is incorrect/).first()).toBeVisible();
  expect(await apiAccepts(baseURL!, email, password), 'the mailed password still works after a refused change').toBe(true);

  await oldField.fill(password);
  await save.click();
  await toast(page, 'Reset Password successfully');
  await expect(oldField).toHaveValue('');

  // The server holds the new password and no longer the old one.
  expect(await apiAccepts(baseURL!, email, 'Kavita@2026')).toBe(true);
  expect(await apiAccepts(baseURL!, email, password)).toBe(false);

  // The person stays signed in on this device, logs out, and the old password is refused at the door.
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await shell.logout();
  await shell.expectPath('/landingpage');
  await login.loginAs(email, password);
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await login.loginAs(email, 'Kavita@2026');
  await shell.expectPath('/dashboard');
});

for (const [width, viewport] of [['desktop', undefined], ['phone', PHONE]] as const) {
  test(`a user who forgot the password gets one by e-mail and logs in with it (${width})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { email, password: first } = await newClaimant(baseURL!);
    const context = await browser.newContext(viewport ? { viewport } : {});
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/#\/forgotPassword$/);
    await expect(page.getByText("Enter your email and we'll send you a password")).toBeVisible();
    if (viewport) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'nothing scrolls sideways at 360 px').toBeLessThanOrEqual(0);
    }

    const field = page.getByLabel(/^Email or username/);
    await field.fill('kavita.joshi');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please enter valid email')).toBeVisible();
    await field.fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Password has been sent to your email');
    await expect(page).toHaveURL(/#\/login$/);

    // The mail reaches the SMTP server with the new password.
    let mailed = '';
    await expect
      .poll(() => {
        const mail = mailsTo(email).find((candidate) => /Your new password is: /.test(candidate.raw));
        mailed = mail ? (/Your new password is: (\S+)/.exec(mail.raw)?.[1] ?? '') : '';
        return mailed;
      }, { message: `the new-password mail to ${email}`, timeout: 15_000 })
      .not.toBe('');
    expect(mailed).not.toBe(first);
    expect(await apiAccepts(baseURL!, email, mailed), 'the server accepts the mailed password').toBe(true);

    await login.username().fill(email);
    await login.password().fill(mailed);
    await login.submit();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByText('Login successfully').first()).toBeVisible();
    await context.close();
  });
}
