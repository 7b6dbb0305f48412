import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { mailedCode } from '../../support/mailbox';
import { textedCode } from '../../support/sms';
import { expect, test } from '../../support/test';
import { uniqueTag } from '../neutral/case-api';

/*
 * Pictures for mfe-onboarding/docs/: every sign-up wizard with its tabs, and the case manager's
 * approval queue, at a laptop's width and a phone's (360 px). Each also checks the screen renders.
 */

const DOCS = path.resolve(__dirname, '../../../mfe-onboarding/docs');
const WIDTHS = { desktop: { width: 1366, height: 900 }, phone: { width: 360, height: 740 } } as const;
const WIZARDS = [
  ['claimant', '/#/claimantsignup'],
  ['arbitrator', '/#/arbitratorsignup'],
  ['advocate', '/#/advocatesignup'],
  ['expert', '/#/expertSignup'],
  ['mediator', '/#/mediatorSignup'],
  ['enrolment', '/#/arbandmedsignup'],
] as const;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A complete sign-up straight through the API, so the queue has someone waiting. */
async function pendingApplicant(baseURL: string, firstName: string, n: number) {
  // A PAN and an Aadhaar number identify one person: each applicant has their own.
  const pan = `ABCPN${1111 * n}Q`;
  const guest = await playwrightRequest.newContext({ baseURL });
  const token = (await (await guest.post('/api/method/arbitroute.api.react_api.start_signup')).json()).message.signup_token as string;
  const email = `${uniqueTag('queue')}@example.in`;
  const mobile = `9${String(Date.now()).slice(-9)}`;
  // The e-mail and mobile are proven with their codes, as the wizard does.
  for (const [channel, value] of [['email', email], ['mobile', mobile]] as const) {
    const since = Date.now() - 1000;
    const sent = await guest.post('/api/method/arbitroute.api.react_api.send_identity_code', { data: { channel, value, signup_token: token } });
    expect(sent.ok(), await sent.text()).toBeTruthy();
    const code = channel === 'email' ? await mailedCode(value, since) : await textedCode(baseURL, value);
    const verified = await guest.post('/api/method/arbitroute.api.react_api.verify_identity_code', { data: { channel, value, code, signup_token: token } });
    expect(verified.ok(), await verified.text()).toBeTruthy();
  }
  const upload = async (name: string) =>
    (await (await guest.post('/api/method/upload_file', { multipart: { doctype: 'User Registration', signup_token: token, file: { name, mimeType: 'image/png', buffer: PNG } } })).json()).message.file_url as string;
  const reply = await guest.post('/api/resource/User Registration', {
    data: {
      user_type: 'Mediator',
      customer_type: 'Individual',
      salutation: 'Dr',
      first_name: firstName,
      last_name: 'Nair',
      gender: 'Female',
      email_id: email,
      primary_number: mobile,
      state: 'Kerala',
      district: 'Ernakulam',
      pin_code: '682011',
      pan,
      arb_pan: pan,
      aadhar_number: `45674567456${n}`,
      bank_name: 'Federal Bank',
      signature: await upload('signature.png'),
      letterhead: await upload('letterhead.png'),
      tc_accepted: 1,
      signup_token: token,
    },
  });
  expect(reply.ok(), await reply.text()).toBeTruthy();
  expect((await reply.json()).data.status).toBe('Pending For Approval');
  await guest.dispose();
}

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test(`sign-up wizards (${label})`, async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const [flow, url] of WIZARDS) {
      await page.goto(url);
      await expect(page.getByRole('tablist')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('button', { name: 'Save & Continue' })).toBeVisible();
      await page.screenshot({ path: path.join(DOCS, `signup-${flow}-${label}.png`), fullPage: true });
    }
    await context.close();
  });

  test(`approval queue (${label})`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    await pendingApplicant(baseURL!, label === 'desktop' ? 'Anjali' : 'Meera', label === 'desktop' ? 1 : 2);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await new LoginPage(page).loginAs('admin@demo.in');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.goto('/#/profileapprovals');
    await expect(page.getByRole('heading', { name: 'Profile approvals' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: /^Review / }).first()).toBeVisible();
    await page.screenshot({ path: path.join(DOCS, `approval-queue-${label}.png`), fullPage: true });
    await page.getByRole('button', { name: /^Review / }).first().click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Approve' })).toBeVisible();
    await page.screenshot({ path: path.join(DOCS, `approval-review-${label}.png`) });
    await context.close();
  });
}
