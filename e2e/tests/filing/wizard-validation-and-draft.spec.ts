import { expect, test } from '../../support/test';
import { LoginPage } from '../../pages/LoginPage';
import { SubmitCasePage } from '../../pages/filing/SubmitCasePage';
import { ACCOUNTS } from '../../support/accounts';
import { uniqueStamp } from './support';

test.describe.configure({ timeout: 60_000 });

test('invalid pin code, mobile and e-mail show the spec messages and nothing is submitted', async ({ page }) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/api\/resource\/(Claim|Dispute)\b/.test(request.url())) writes.push(request.url());
  });
  const wizard = new SubmitCasePage(page);
  await new LoginPage(page).loginAs(ACCOUNTS.lawyer);
  await page.getByRole('link', { name: 'Register a Case' }).click();
  await wizard.expectHeading('Register a Case for Arbitration');

  // No type chosen yet.
  await wizard.saveAndContinue();
  await expect(page.getByText('Please select customer type')).toBeVisible();

  await wizard.fillClaimant({
    type: 'Individual',
    firstName: 'Asha',
    email: 'asha@lender',
    mobile: '98765',
    address: { state: 'Maharashtra', district: 'Pune', taluk: 'Haveli', pinCode: '4110' },
  });
  await wizard.saveAndContinue();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Must be exactly 10 digits')).toBeVisible();
  await expect(page.getByText('Pin code must be exactly 6 digits')).toBeVisible();
  await expect(wizard.step('Respondents Details')).toBeDisabled();
  await expect(page.getByText('No claimant added yet.')).toBeVisible();

  // Corrected, the claimant goes in; the respondent's rules apply next.
  await wizard.field('Email').fill('asha@lender.in');
  await wizard.field('Mobile Number').fill('9876543210');
  await wizard.field('Pincode').fill('411001');
  await wizard.saveAndContinue();
  await expect(page.getByRole('heading', { level: 2, name: 'Respondents Details' })).toBeVisible();
  await wizard.field('Respondent').selectOption('Individual');
  await wizard.field('Mobile Number').fill('12345678901');
  await wizard.field('Email').fill('not-an-address');
  await wizard.field('Pincode').fill('12');
  await wizard.addMoreRespondent();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByText('Father Name is required')).toBeVisible();
  await expect(page.getByText('Must be exactly 10 digits')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Pin code must be exactly 6 digits')).toBeVisible();
  await expect(wizard.step('Case Details')).toBeDisabled();
  expect(writes).toEqual([]);
});

test('a reload in the middle of the wizard keeps what was entered, until the draft is discarded', async ({ page }) => {
  const stamp = uniqueStamp();
  const wizard = new SubmitCasePage(page);
  await new LoginPage(page).loginAs(ACCOUNTS.claimant);
  await page.getByRole('link', { name: 'Register a Case' }).click();
  await expect(wizard.field('Company Name')).toHaveValue('Udaygiri Finance Ltd');
  await wizard.field('Taluk').fill('Haveli');
  await wizard.saveAndContinue();
  await expect(page.getByRole('heading', { level: 2, name: 'Respondents Details' })).toBeVisible();
  await wizard.field('Respondent').selectOption('Individual');
  await wizard.field('First Name').fill(`Kiran${stamp}`);
  await wizard.field('Mobile Number').fill('9123456780');

  await page.reload();
  await wizard.expectHeading('Register a Case for Arbitration');
  await expect(page.getByRole('heading', { level: 2, name: 'Respondents Details' })).toBeVisible();
  await expect(wizard.field('First Name')).toHaveValue(`Kiran${stamp}`);
  await expect(wizard.field('Mobile Number')).toHaveValue('9123456780');
  await wizard.step('Claimant Details').click();
  await expect(page.getByRole('button', { name: 'Edit Udaygiri Finance Ltd' })).toBeVisible();

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('dialog', { name: 'Discard this draft?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Claimant Details' })).toBeVisible();
  await expect(page.getByText('No claimant added yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Claimant Details' })).toBeVisible();
});
