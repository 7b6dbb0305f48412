import { request as playwrightRequest } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { ShellPage } from '../../pages/ShellPage';
import { SubmitCasePage } from '../../pages/filing/SubmitCasePage';
import { NeutralCaseListPage } from '../../pages/neutral/NeutralCaseListPage';
import { ProfileApprovalsPage } from '../../pages/onboarding/ProfileApprovalsPage';
import { WizardPage } from '../../pages/onboarding/WizardPage';
import { ACCOUNTS, DEMO_PASSWORD } from '../../support/accounts';
import { mailedPassword, mailsTo } from '../../support/mailbox';
import { expect, test, type Page } from '../../support/test';
import { ApiSession, fileCase, uniqueTag } from '../neutral/case-api';

/*
 * SPEC §2 "Registration wizards", from each wizard's submit to the new account's first login with
 * the mailed password and its first real action: the claimant (on a 360 px phone) and the advocate
 * file a case, the expert lands on its dashboard and profile, the mediator completes the profile,
 * is approved in Profile Approvals and opens the dispute the case manager assigns. The enrolment
 * and /arbitratorsignup wizards and an enterprise claimant are in sign-up-and-approval.spec.ts.
 * Each step the screen reports is read back through the API.
 */

const PHONE = { width: 360, height: 780 };

const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
const letters = (count: number) => Array.from({ length: count }, () => 'ABCDEFGHJKLMNRSTUVWXYZ'[Math.floor(Math.random() * 22)]).join('');

/**
 * Identities nobody else in the run holds (a PAN, an Aadhaar number, a mobile and an e-mail are
 * each one person's): a person's PAN has P as its fourth letter and the surname's initial fifth;
 * an Aadhaar number is 12 digits not starting with 0 or 1; a mobile starts with 6 to 9.
 */
function newPerson(prefix: string, firstName: string, lastName: string) {
  return {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: `${uniqueTag(prefix)}@example.in`,
    mobile: `${6 + Math.floor(Math.random() * 4)}${digits(9)}`,
    pan: `${letters(3)}P${lastName[0].toUpperCase()}${digits(4)}${letters(1)}`,
    aadhaar: `${2 + Math.floor(Math.random() * 8)}${digits(11)}`,
  };
}
type Person = ReturnType<typeof newPerson>;

/** User details of any wizard: names, gender, e-mail and mobile, each proven with its code. */
async function enterUserDetails(wizard: WizardPage, person: Person, mobileLabel: 'Mobile Number' | 'Primary Number', gender: string) {
  await wizard.fill({ 'First Name': person.firstName, 'Last Name': person.lastName, 'Email': person.email, [mobileLabel]: person.mobile });
  await wizard.select('Gender', gender);
  await wizard.verify('email', person.email);
  await wizard.verify('mobile', person.mobile);
  await wizard.saveAndContinue();
  await wizard.expectStep('Additional Details');
}

async function enterIdentity(wizard: WizardPage, person: Person, address: { state: string; district: string; pinCode: string; taluk?: string }) {
  await wizard.select('State', address.state);
  await wizard.select('District', address.district);
  if (address.taluk) await wizard.fill({ 'Taluk': address.taluk });
  await wizard.fill({ 'Pincode': address.pinCode, 'Aadhaar Number': person.aadhaar, 'PAN Number': person.pan });
  await wizard.saveAndContinue();
}

/** The password comes only by mail; the first login lands on the role's home page. */
async function firstLogin(page: Page, person: Person, home: '/dashboard' | '/mediatordashboard') {
  const password = await mailedPassword(person.email);
  await new LoginPage(page).loginAs(person.email, password);
  await new ShellPage(page).expectPath(home);
}

/** The new account's own profile, as the server keeps it (its owner reads PAN and Aadhaar in full). */
async function ownProfile(page: Page, email: string): Promise<Record<string, unknown>> {
  const reply = await page.request.get('/api/resource/User Registration', {
    params: { filters: JSON.stringify([['email_id', '=', email]]), fields: JSON.stringify(['name']) },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const rows = ((await reply.json()) as { data: { name: string }[] }).data;
  expect(rows).toHaveLength(1);
  const doc = await page.request.get(`/api/resource/User Registration/${encodeURIComponent(rows[0].name)}`);
  expect(doc.ok()).toBe(true);
  return ((await doc.json()) as { data: Record<string, unknown> }).data;
}

/** The case of this agreement number, read by its filer through the API. */
async function caseByAgreement(page: Page, doctype: 'Claim' | 'Dispute', agreement: string) {
  const field = doctype === 'Claim' ? 'arbitration_agreement_number' : 'mediation_agreement_number';
  const list = await page.request.get(`/api/resource/${doctype}`, { params: { filters: JSON.stringify([[field, '=', agreement]]), fields: JSON.stringify(['name']) } });
  expect(list.ok(), await list.text()).toBe(true);
  const rows = ((await list.json()) as { data: { name: string }[] }).data;
  expect(rows).toHaveLength(1);
  const doc = await page.request.get(`/api/resource/${doctype}/${rows[0].name}`);
  expect(doc.ok()).toBe(true);
  return ((await doc.json()) as { data: Record<string, unknown> & { name: string; claimant_table: Record<string, unknown>[] } }).data;
}

/** What the server answers the case manager who assigns this neutral to this case, when it refuses. */
async function assignRefusal(baseURL: string, caseName: string, neutral: string): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await context.post('/api/method/login', { data: { usr: ACCOUNTS.admin, pwd: DEMO_PASSWORD } });
    const { csrf_token: csrf } = (await login.json()) as { csrf_token: string };
    const reply = await context.post('/api/method/arbitroute.api.react_api.assign_neutral', {
      data: { docname: caseName, neutral },
      headers: { 'X-Frappe-CSRF-Token': csrf },
    });
    expect(reply.status(), 'a refused assignment').toBe(417);
    return ((await reply.json()) as { message?: string; exception?: string }).message ?? '';
  } finally {
    await context.dispose();
  }
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  test('a claimant signs up as an individual, logs in with the mailed password and files a first claim', async ({ page }) => {
    test.setTimeout(180_000);
    const person = newPerson('claimant-phone', 'Kavya', 'Shetty');
    const wizard = new WizardPage(page);
    await page.goto('/#/signup');
    await page.getByRole('link', { name: 'Sign Up as Claimant' }).click();
    await expect(page).toHaveURL(/#\/claimantsignup$/);
    await expect(page.getByRole('tablist')).toBeVisible({ timeout: 60_000 });
    await wizard.select('Customer Type', 'Individual');
    await expectNoSidewaysScroll(page);
    await enterUserDetails(wizard, person, 'Mobile Number', 'Female');
    // An individual claimant gives a taluk, and an Aadhaar number and PAN of their own.
    await enterIdentity(wizard, person, { state: 'Maharashtra', district: 'Pune', taluk: 'Haveli', pinCode: '411028' });
    await wizard.expectStep('Terms & Conditions');
    await wizard.agreeToPrivacyNotice();
    await expectNoSidewaysScroll(page);
    await wizard.saveAndContinue();
    await wizard.expectSignedUp('Claimant sign-up successful');

    await firstLogin(page, person, '/dashboard');
    // A claimant is never held at the profile gate (it is the neutrals'); the dashboard is theirs.
    await expect(page.getByRole('link', { name: /^Arbitrations\s*\d+$/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const profile = await ownProfile(page, person.email);
    expect(profile).toMatchObject({
      user_type: 'Claimant',
      customer_type: 'Individual',
      first_name: person.firstName,
      email_id: person.email,
      primary_number: person.mobile,
      // A person's own PAN is the identity PAN (arb_pan); pan is a company's, or the fee-payment PAN.
      arb_pan: person.pan,
      aadhar_number: person.aadhaar,
      taluk: 'Haveli',
      tc_accepted: 1,
      // No bank details or letters to complete: a claimant's profile stays Draft, and needs no approval.
      status: 'Draft',
    });

    // First action: a claim, the claimant's own details taken from the sign-up and locked.
    const filing = new SubmitCasePage(page);
    const agreement = `KS/E2E/${uniqueTag('claim')}`;
    await page.getByRole('link', { name: 'Register a Case' }).click();
    await filing.expectHeading('Register a Case for Arbitration');
    await expect(filing.field('First Name')).toHaveValue(person.firstName);
    await expect(filing.field('First Name')).toHaveAttribute('readonly', '');
    await expect(filing.field('Email')).toHaveValue(person.email);
    await expect(filing.field('Taluk')).toHaveValue('Haveli');
    await expectNoSidewaysScroll(page);
    await filing.saveAndContinue();
    await expect(page.getByRole('heading', { level: 2, name: 'Respondents Details' })).toBeVisible();
    await filing.fillRespondent({
      type: 'Individual',
      contactType: 'Borrower',
      firstName: 'Santosh Jadhav',
      fathersName: 'Vitthal',
      mobile: newPerson('respondent', 'Santosh', 'Jadhav').mobile,
      address: { state: 'Maharashtra', district: 'Pune', taluk: 'Haveli', pinCode: '411001' },
    });
    await filing.saveAndContinue();
    await expect(page.getByRole('heading', { level: 2, name: 'Case Details' })).toBeVisible();
    await filing.field('Agreement Number').fill(agreement);
    await filing.field('Disputed Value').fill('85000');
    await filing.field('Venue').fill('Pune');
    await filing.saveAndContinue();
    await expect(page.getByRole('heading', { level: 2, name: 'Additional Details' })).toBeVisible();
    await filing.saveAndContinue();
    await expect(page.getByRole('heading', { level: 2, name: 'Case Summary' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await filing.submit();
    await expect(page.getByText('Claim added successfully')).toBeVisible();
    await expect(page).toHaveURL(/#\/arbitration\?tab=draft$/);

    const claim = await caseByAgreement(page, 'Claim', agreement);
    expect(claim).toMatchObject({ stage: 'Draft', user_email_id: person.email, disputed_value: 85000 });
    expect(claim.claimant_table).toEqual([expect.objectContaining({ customer_type: 'Individual', name1: person.firstName, email: person.email, mobile: person.mobile })]);
    await expect(page.getByRole('list', { name: 'Cases' }).getByRole('link', { name: claim.name })).toBeVisible();
  });
});

test('a law firm advocate signs up, logs in with the mailed password and registers a dispute for a lender', async ({ page }) => {
  test.setTimeout(180_000);
  const person = newPerson('advocate', 'Arjun', 'Menon');
  const wizard = new WizardPage(page);
  await page.goto('/#/signup');
  await page.getByRole('link', { name: 'Sign Up as Law Firm' }).click();
  await expect(page).toHaveURL(/#\/advocatesignup$/);
  await expect(page.getByRole('tablist')).toBeVisible({ timeout: 60_000 });
  await wizard.select('Customer Type', 'Individual');
  await enterUserDetails(wizard, person, 'Mobile Number', 'Male');
  await enterIdentity(wizard, person, { state: 'Kerala', district: 'Ernakulam', taluk: 'Kanayannur', pinCode: '682011' });
  await wizard.expectStep('Advocate Details');
  // An advocate is on a State Bar Council's roll (Advocates Act 1961, s. 17): the number and the id card.
  await wizard.fill({ 'Bar Council Enrolment Number': 'ker/2345/2012' });
  await wizard.attach('Bar Council ID', 'bar-council.pdf', 'Bar council id attached successfully!');
  await wizard.saveAndContinue();
  await wizard.expectStep('Terms & Conditions');
  await wizard.agreeToPrivacyNotice();
  await wizard.saveAndContinue();
  await wizard.expectSignedUp('Advocate sign-up successful');

  await firstLogin(page, person, '/dashboard');
  expect(await new ShellPage(page).menuLabels()).toEqual(['Dashboard', 'Arbitrations', 'Mediations', 'Hearings', 'Invoices']);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const profile = await ownProfile(page, person.email);
  expect(profile).toMatchObject({
    user_type: 'Lawyer',
    customer_type: 'Individual',
    primary_number: person.mobile,
    arb_pan: person.pan,
    aadhar_number: person.aadhaar,
    enrollment_number: 'KER/2345/2012',
    status: 'Draft',
  });
  expect(String(profile.bar_council_id)).toMatch(/^\/private\/files\//);

  // First action: a dispute for a lender client, the advocate on it as its lawyer.
  const filing = new SubmitCasePage(page);
  const stamp = uniqueTag('adv');
  const lenderEmail = `lender-${stamp}@example.in`;
  const agreement = `AM/E2E/${stamp}`;
  await page.getByRole('link', { name: 'Register a Dispute' }).click();
  await filing.expectHeading('Register a Dispute');
  const address = { state: 'Kerala', district: 'Ernakulam', taluk: 'Kanayannur', pinCode: '682011' };
  await filing.fillClaimant({ type: 'Enterprise', companyName: 'Periyar Microfinance Ltd', email: lenderEmail, mobile: newPerson('lender', 'P', 'M').mobile, address });
  await filing.saveAndContinue();
  await filing.fillRespondent({ type: 'Enterprise', contactType: 'Borrower', companyName: 'Vembanad Coir Works', mobile: newPerson('borrower', 'V', 'C').mobile, address });
  await filing.saveAndContinue();
  await filing.field('Agreement Number').fill(agreement);
  await filing.saveAndContinue();
  await filing.saveAndContinue();
  await expect(page.getByRole('heading', { level: 2, name: 'Case Summary' })).toBeVisible();
  await filing.submit();
  await expect(page.getByText('Dispute added successfully')).toBeVisible();
  await expect(page).toHaveURL(/#\/mediations\?tab=draft$/);

  const dispute = await caseByAgreement(page, 'Dispute', agreement);
  expect(dispute).toMatchObject({ stage: 'Draft', lawyer_email: person.email, user_email_id: lenderEmail });
  await expect(page.getByRole('row').filter({ hasText: 'Periyar Microfinance Ltd vs Vembanad Coir Works' })).toContainText(dispute.name);
});

test('an expert signs up with a certificate, logs in with the mailed password to the dashboard and finds the profile', async ({ page }) => {
  test.setTimeout(180_000);
  const person = newPerson('expert', 'Ritu', 'Bhatia');
  const wizard = new WizardPage(page);
  await wizard.open('/#/expertSignup');
  await enterUserDetails(wizard, person, 'Primary Number', 'Female');
  await enterIdentity(wizard, person, { state: 'Karnataka', district: 'Bangalore Urban', pinCode: '560034' });
  await wizard.expectStep('Expert Details');
  // An expert needs no bar council id, but the experience step opens only with a file attached.
  await expect(wizard.tab('Expert Experience')).toBeDisabled();
  await wizard.attach('Certificates', 'valuation-certificate.pdf', 'File attachment successful!');
  await wizard.saveAndContinue();
  await wizard.expectStep('Expert Experience');
  await wizard.saveAndContinue();
  await wizard.expectStep('Declaration');
  await expect(page.getByText(`I, ${person.name}, residing at`)).toBeVisible();
  await wizard.saveAndContinue();
  await wizard.expectSignedUp('Expert sign-up successful');

  await firstLogin(page, person, '/dashboard');
  // An expert is not a neutral the case manager approves: no profile gate, the expert's menu.
  expect(await new ShellPage(page).menuLabels()).toEqual(['Dashboard', 'Arbitrations', 'Mediations', 'Hearings', 'Invoices']);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const profile = await ownProfile(page, person.email);
  expect(profile).toMatchObject({ user_type: 'Expert', primary_number: person.mobile, arb_pan: person.pan, aadhar_number: person.aadhaar, status: 'Draft' });
  expect(String(profile.certificates)).toMatch(/^\/private\/files\//);

  // The profile holds what the wizard took, the certificate with it.
  await wizard.open('/#/expertprofile');
  await expect(wizard.field('First Name')).toHaveValue(person.firstName);
  await expect(wizard.field('Email')).toHaveValue(person.email);
  await wizard.tab('Expert Details').click();
  await expect(page.getByRole('button', { name: 'Replace Certificates' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
});

test('a mediator signs up, completes the profile after the first login, is approved and opens the dispute assigned', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const person = newPerson('mediator', 'Farah', 'Qureshi');
  const wizard = new WizardPage(page);
  await wizard.open('/#/mediatorSignup');
  await enterUserDetails(wizard, person, 'Primary Number', 'Female');
  await enterIdentity(wizard, person, { state: 'Karnataka', district: 'Bangalore Urban', pinCode: '560001' });
  await wizard.expectStep('Mediator Details');
  await wizard.fill({ 'Bar Council Enrolment Number': 'KAR/4567/2009' });
  await wizard.attach('Bar Council ID', 'bar-council.pdf', 'Bar council id attached successfully!');
  await wizard.saveAndContinue();
  await wizard.expectStep('Mediator Experience');
  await wizard.saveAndContinue();
  await wizard.expectStep('Declaration');
  await wizard.saveAndContinue();
  await wizard.expectSignedUp('Mediator sign-up successful');

  // First login: the profile lacks bank details and letters, so the gate asks for them.
  await firstLogin(page, person, '/mediatordashboard');
  const update = page.getByRole('dialog', { name: 'Update Your Profile' });
  await expect(update).toBeVisible();
  expect(await ownProfile(page, person.email)).toMatchObject({ user_type: 'Mediator', status: 'Draft', enrollment_number: 'KAR/4567/2009' });
  await update.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page).toHaveURL(/#\/mediatorprofile$/);
  await expect(page.getByRole('tablist')).toBeVisible({ timeout: 60_000 });
  await wizard.tab('Bank & Letters').click();
  await wizard.expectStep('Bank & Letters');
  await wizard.fill({ 'PAN \\(for fee payments\\)': person.pan, 'Bank Name': 'Canara Bank', 'IFSC Code': 'CNRB0000456' });
  await wizard.attach('Signature', 'signature.png');
  await wizard.attach('Letterhead', 'letterhead.png');
  await wizard.saveAndContinue();
  await expect(page.getByText('Profile Updated successfully').first()).toBeVisible();
  await page.goto('/#/mediatordashboard');
  await expect(page.getByRole('dialog', { name: 'Profile Under Review' })).toBeVisible();
  expect(await ownProfile(page, person.email)).toMatchObject({ status: 'Pending For Approval', bank_name: 'Canara Bank' });

  // Not assignable while under review (the server's rule, not only the screen's).
  const claimant = await ApiSession.login(baseURL!, ACCOUNTS.claimant);
  const filed = await fileCase(claimant, 'Dispute', uniqueTag('first-mediation'));
  await claimant.dispose();
  expect(await assignRefusal(baseURL!, filed.name, person.email)).toBe(`${person.email} is not an approved mediator`);
  const manager = await ApiSession.login(baseURL!, ACCOUNTS.admin);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await new LoginPage(admin).loginAs(ACCOUNTS.admin);
  await new ShellPage(admin).expectPath('/dashboard');
  const approvals = new ProfileApprovalsPage(admin);
  await approvals.open();
  await approvals.approve(person.name);
  await adminContext.close();
  await expect.poll(() => mailsTo(person.email).some((mail) => /profile is approved/.test(mail.raw))).toBe(true);
  const approved = await manager.get<{ data: Record<string, unknown>[] }>(
    `/api/resource/User Registration?${new URLSearchParams({ filters: JSON.stringify([['email_id', '=', person.email]]), fields: JSON.stringify(['status', 'reviewed_by']) })}`,
  );
  expect(approved.data).toEqual([{ status: 'Approved', reviewed_by: ACCOUNTS.admin }]);

  const assigned = await manager.method<{ mediator_email_id?: string }>('assign_neutral', { docname: filed.name, neutral: person.email });
  await manager.dispose();
  expect(assigned.mediator_email_id).toBe(person.email);

  // Approved: the dashboard without the gate, and the assigned dispute opens from the menu.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mediator dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await new ShellPage(page).openMenu('Mediations');
  await expect(page).toHaveURL(/#\/mediations/);
  // Assigned and not yet accepted, the dispute waits under Draft with its Accept button.
  await page.getByRole('tab', { name: 'Draft', exact: true }).click();
  const row = new NeutralCaseListPage(page).row(filed.name);
  await expect(row.getByRole('button', { name: `Accept ${filed.name}` })).toBeVisible();
  await row.getByRole('link', { name: filed.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/mediationview/${filed.name}$`));
  await expect(page.getByText(filed.borrower).first()).toBeVisible();
  const reply = await page.request.get(`/api/resource/Dispute/${filed.name}`);
  expect(reply.ok()).toBe(true);
  expect((await reply.json()).data).toMatchObject({ name: filed.name, mediator_email_id: person.email });
});
