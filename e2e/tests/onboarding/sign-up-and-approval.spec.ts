import { request as playwrightRequest } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { WizardPage } from '../../pages/onboarding/WizardPage';
import { mailedPassword, mailsTo } from '../../support/mailbox';
import { expect, test, type Page } from '../../support/test';
import { ApiSession, fileCase, uniqueTag } from '../neutral/case-api';

const unique = (prefix: string) => `${uniqueTag(prefix)}@example.in`;
const mobile = () => `9${String(Date.now()).slice(-9)}`;

async function logInWithMailedPassword(page: Page, email: string) {
  const password = await mailedPassword(email);
  await new LoginPage(page).loginAs(email, password);
  await expect(page).toHaveURL(/#\/dashboard$/);
}

/** The arbitrator's profile: every step, bank and letters last; the profile then waits for approval. */
async function completeArbitratorProfile(wizard: WizardPage) {
  await wizard.tab('Additional Details').click();
  await wizard.select('State', 'Maharashtra');
  await wizard.select('District', 'Pune');
  await wizard.fill({ 'Pincode': '411004', 'Aadhaar Number': '234523452345', 'PAN Number': 'ABCPN4321K' });
  await wizard.saveAndContinue();
  await expect(wizard.page.getByText('Profile Updated successfully')).toBeVisible();
  await wizard.expectStep('Arbitrator Details');
  // A neutral gives the Bar Council enrolment number the approval screen shows.
  await wizard.fill({ 'Bar Council Enrolment Number': 'MAH/4321/2004' });
  if (await wizard.page.getByRole('button', { name: 'Attach Bar Council ID' }).isVisible()) {
    await wizard.attach('Bar Council ID', 'bar-council.pdf', 'Bar council id attached successfully!');
  }
  await wizard.saveAndContinue();
  await wizard.expectStep('Arbitration Experience');
  await wizard.saveAndContinue();
  await wizard.expectStep('Bank & Letters');
  await wizard.fill({ 'PAN \\(for fee payments\\)': 'ABCPN4321K', 'Bank Name': 'Bank of Maharashtra', 'IFSC Code': 'MAHB0000123' });
  await wizard.attach('Signature', 'signature.png');
  await wizard.attach('Letterhead', 'letterhead.png');
  await wizard.saveAndContinue();
  await expect(wizard.page.getByText('Profile Updated successfully').first()).toBeVisible();
}

async function approveAsCaseManager(page: Page, applicant: string) {
  await new LoginPage(page).loginAs('admin@demo.in');
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.getByRole('link', { name: 'Profile Approvals' }).first().click();
  await expect(page.getByRole('heading', { name: 'Profile approvals' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: `Review ${applicant}` }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${applicant}` });
  await expect(dialog.getByRole('link', { name: 'Signature' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Profile approved; the applicant has been e-mailed')).toBeVisible();
}

test.describe.configure({ timeout: 360_000 });

test('a new arbitrator enrols, logs in with the mailed password, completes the profile, is approved and assigned a case', async ({ page, browser, baseURL }) => {
  const email = unique('enrol');
  const wizard = new WizardPage(page);
  await page.goto('/#/signup');
  await page.getByRole('link', { name: 'Enroll as Arbitrator & Mediator' }).click();
  await expect(page).toHaveURL(/#\/arbandmedsignup$/);
  await expect(wizard.tab('Terms & Conditions')).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Arbitrator' })).toBeChecked();
  // Nothing about the person is assumed: no title, no gender until they choose.
  await expect(wizard.field('Salutation')).toHaveValue('');
  await expect(wizard.field('Gender')).toHaveValue('');
  const number = mobile();
  await wizard.fill({ 'First Name': 'Vikram', 'Last Name': 'Deshpande', 'Email': email, 'Primary Number': `+91 ${number.slice(0, 5)} ${number.slice(5)}` });
  await wizard.select('Gender', 'Male');
  // Neither the e-mail nor the number is taken on trust: each is proven with the code sent to it.
  await wizard.saveAndContinue();
  await expect(page.getByText('Verify your e-mail address with the code we send to it')).toBeVisible();
  await wizard.verify('email', email);
  await wizard.verify('mobile', number);
  await wizard.saveAndContinue();
  await wizard.expectStep('Terms & Conditions');
  await wizard.agreeToPrivacyNotice();
  await expect(page.getByLabel('I agree to the terms and conditions')).toBeChecked();
  await wizard.saveAndContinue();
  await wizard.expectSignedUp('Arbitrator enrolment successful');
  await expect.poll(() => mailsTo(email).find((mail) => /Password: /.test(mail.raw))?.raw ?? '').toMatch(/Dear Vikram Deshpande,/);

  await logInWithMailedPassword(page, email);
  const modal = page.getByRole('dialog', { name: 'Update Your Profile' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page).toHaveURL(/#\/arbitratorprofile$/);
  await expect(page.getByRole('tablist')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
  await completeArbitratorProfile(wizard);
  await page.goto('/#/dashboard');
  await expect(page.getByRole('dialog', { name: 'Profile Under Review' })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await approveAsCaseManager(admin, 'Vikram Deshpande');
  await expect.poll(() => mailsTo(email).some((mail) => /profile is approved/.test(mail.raw))).toBe(true);

  // Approved, the arbitrator can be assigned a case (the server refuses unapproved neutrals).
  const claimant = await ApiSession.login(baseURL!, 'claimant@demo.in');
  const filed = await fileCase(claimant, 'Claim', uniqueTag('onboarding'));
  await claimant.dispose();
  const manager = await ApiSession.login(baseURL!, 'admin@demo.in');
  const assigned = await manager.method<{ arbitrator: string }>('assign_neutral', { docname: filed.name, neutral: email });
  expect(assigned.arbitrator).toBe(email);
  await manager.dispose();
});

test('an arbitrator signs up through /arbitratorsignup with a bar council file', async ({ page }) => {
  const email = unique('arbitrator');
  const wizard = new WizardPage(page);
  await wizard.open('/#/arbitratorsignup');
  await expect(wizard.tab('Additional Details')).toBeDisabled();
  const number = mobile();
  await wizard.fill({ 'First Name': 'Sneha', 'Last Name': 'Kulkarni', 'Email': email, 'Primary Number': `0${number}`, 'Date of Birth': '14-03-1979' });
  await wizard.select('Salutation', 'Dr');
  await wizard.select('Gender', 'Female');
  await wizard.verify('email', email);
  await wizard.verify('mobile', number);
  await wizard.saveAndContinue();
  await wizard.expectStep('Additional Details');
  await wizard.saveAndContinue();
  await expect(page.getByText('Aadhaar Number is required')).toBeVisible();
  await wizard.select('State', 'Karnataka');
  await wizard.select('District', 'Bangalore Urban');
  await wizard.fill({ 'Pincode': '560001', 'Aadhaar Number': '345634563456', 'PAN Number': 'ABCPK9876L' });
  await wizard.saveAndContinue();
  await wizard.expectStep('Arbitrator Details');
  await expect(wizard.tab('Arbitration Experience')).toBeDisabled();
  await wizard.saveAndContinue();
  await expect(page.getByText('Bar Council Enrolment Number is required')).toBeVisible();
  await wizard.fill({ 'Bar Council Enrolment Number': '12345' });
  await wizard.saveAndContinue();
  await expect(page.getByText('Enter the enrolment number as the State Bar Council issued it, e.g. MAH/1234/2005')).toBeVisible();
  await wizard.fill({ 'Bar Council Enrolment Number': 'kar/5678/2008' });
  await wizard.saveAndContinue();
  await expect(page.getByText('Please attach a file for Bar Council ID before continuing.')).toBeVisible();

  // A reload keeps what was typed.
  await page.reload();
  await expect(page.getByRole('tablist')).toBeVisible({ timeout: 60_000 });
  await wizard.expectStep('Arbitrator Details');
  await wizard.attach('Bar Council ID', 'bar-council.pdf', 'Bar council id attached successfully!');
  await wizard.attach('Bar Council ID', 'bar-council-renewed.pdf');
  await expect(page.getByTestId('bar_council_id-file')).toHaveText('bar-council-renewed.pdf');
  await page.getByLabel('Loan Recovery').check();
  await page.getByLabel('Marathi').check();
  await wizard.saveAndContinue();
  await wizard.expectStep('Arbitration Experience');
  await wizard.saveAndContinue();
  await wizard.expectStep('Terms & Conditions');
  await wizard.agreeToPrivacyNotice();
  await wizard.saveAndContinue();
  await wizard.expectSignedUp('Arbitrator enrolment successful');
  await logInWithMailedPassword(page, email);
  await expect(page.getByRole('dialog', { name: 'Update Your Profile' })).toBeVisible();
});

test('a claimant signs up as an Enterprise, correcting a PAN error on the way', async ({ page }) => {
  const email = unique('claimant');
  const wizard = new WizardPage(page);
  await page.goto('/#/signup');
  await page.getByRole('link', { name: 'Sign Up as Claimant' }).click();
  await expect(page).toHaveURL(/#\/claimantsignup$/);
  await wizard.select('Customer Type', 'Enterprise');
  const number = mobile();
  await wizard.fill({ 'Company Name': 'Konkan Auto Finance Ltd', 'Company PAN': 'AAACK1234', 'Email': email, 'Mobile Number': number });
  await wizard.verify('email', email);
  await wizard.verify('mobile', number);
  await wizard.saveAndContinue();
  await expect(page.getByText('Pan number must be at least 10 characters')).toBeVisible();
  await wizard.field('Company PAN').fill('AAACK12345');
  await wizard.saveAndContinue();
  await expect(page.getByText('Invalid PAN format')).toBeVisible();
  // A person's PAN (fourth letter P) is not a company's.
  await wizard.field('Company PAN').fill('aaapk1234f');
  await wizard.saveAndContinue();
  await expect(page.getByText('This is a personal PAN (fourth letter P): enter the organisation’s PAN')).toBeVisible();
  // Typed in lower case, the company's PAN is taken as it is meant.
  await wizard.field('Company PAN').fill('aaack1234f');
  await wizard.saveAndContinue();
  await wizard.expectStep('Additional Details');
  await wizard.select('State', 'Maharashtra');
  await wizard.select('District', 'Ratnagiri');
  await wizard.fill({ 'Taluk': 'Ratnagiri', 'Pincode': '415612' });
  await wizard.saveAndContinue();
  await wizard.expectStep('Terms & Conditions');
  await wizard.agreeToPrivacyNotice();
  await page.getByLabel('I agree to the terms and conditions').uncheck();
  await expect(page.getByRole('button', { name: 'Save & Continue' })).toBeDisabled();
  await page.getByLabel('I agree to the terms and conditions').check();
  await wizard.saveAndContinue();
  await wizard.expectSignedUp('Claimant sign-up successful');
  await logInWithMailedPassword(page, email);
});

test('a number another account logs in with is refused with a reason that names nobody, and that login keeps working', async ({ page, baseURL }) => {
  const wizard = new WizardPage(page);
  await wizard.open('/#/expertSignup');
  await wizard.fill({ 'First Name': 'Meera', 'Last Name': 'Nair', 'Email': unique('taken'), 'Primary Number': '98000 00001' });
  await page.getByRole('button', { name: 'Send code by SMS' }).click();
  await expect(page.getByText('This mobile number is already registered to another account. Use another number, or sign in.')).toBeVisible();
  await expect(page.getByText(/Rohan|Udaygiri|claimant@/)).toHaveCount(0);
  await wizard.fill({ 'Primary Number': '1234567890' });
  await wizard.saveAndContinue();
  await expect(page.getByText('An Indian mobile number has 10 digits and starts with 6, 7, 8 or 9')).toBeVisible();
  const context = await playwrightRequest.newContext({ baseURL });
  const login = await context.post('/api/method/arbitroute.api.react_api.login', { data: { login_id: '9800000001', password: 'Demo@1234' } });
  expect(login.status()).toBe(200);
  await context.dispose();
});
