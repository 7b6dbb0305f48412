import { expect, test } from '../../support/test';
import { ACCOUNTS } from '../../support/accounts';
import { RespondentCasePage } from '../../pages/respondent/RespondentCasePage';
import { RespondentLoginPage } from '../../pages/respondent/RespondentLoginPage';
import { textedCode } from '../../support/sms';
import { loggedIn } from '../neutral/support';
import { ApiSession, claimAwaitingReply, inDays, latestCode } from './case-api';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a respondent on a phone reads the lender’s offer, gets its UPI link and QR code, and accepts it with a code sent by SMS', async ({ page, baseURL }) => {
  const filed = await claimAwaitingReply(baseURL!, 'SET');
  const claimant = await ApiSession.login(baseURL!, ACCOUNTS.claimant);
  const offer = await claimant.insert<{ name: string }>('Settlement Offer', {
    claim: filed.name,
    offer_type: 'One-time',
    amount: 95000,
    valid_until: inDays(20),
    payee_name: 'Udaygiri Finance Ltd',
    collection_vpa: 'udaygiri.collect@hdfcbank',
    bank_account_number: '50100012345678',
    bank_ifsc: 'HDFC0001234',
  });
  await claimant.dispose();

  const login = new RespondentLoginPage(page, 'portal');
  await login.open(filed.name);
  await login.requestCode({ mobile: filed.mobile });
  await login.enterCode(await latestCode(baseURL!, filed.mobile));
  await login.verify();
  const casePage = new RespondentCasePage(page);
  await casePage.expectCase(filed.name);

  await casePage.openSection('Settle this case');
  await expect(page.getByText('Amount claimed: ₹1,84,500')).toBeVisible();
  await expect(page.getByText(/Pay ₹95,000 once, by \d{2}-\d{2}-\d{4}\. The lender accepts this instead of the ₹1,84,500 claimed\./)).toBeVisible();
  const link = page.getByRole('link', { name: 'Pay ₹95,000 with a UPI app' });
  const reference = `STL-${offer.name.replace(/[^A-Za-z0-9]/g, '')}`;
  await expect(link).toHaveAttribute('href', `upi://pay?pa=udaygiri.collect%40hdfcbank&pn=Udaygiri%20Finance%20Ltd&am=95000.00&cu=INR&tn=Settlement%20${filed.name}&tr=${reference}`);

  await page.getByRole('button', { name: 'Show the UPI QR code' }).click();
  const qr = page.getByRole('img', { name: 'UPI QR code to pay ₹95,000 to Udaygiri Finance Ltd' });
  await expect(qr.locator('svg')).toBeVisible();
  await expect(qr).toHaveAttribute('data-upi-link', (await link.getAttribute('href'))!);
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);

  // Accepting: the statement read, a fresh code by SMS, confirmed; the record holds exactly that text.
  await page.getByRole('button', { name: 'Accept these terms' }).click();
  const statement = page.getByText(new RegExp(`^I accept the settlement terms ${offer.name} for case ${filed.name}: I will pay ₹95,000 once, by \\d{2}-\\d{2}-\\d{4}\\.`));
  await expect(statement).toBeVisible();
  const shown = (await statement.textContent())!;
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(/A code was sent to .+\. Type it here\./)).toBeVisible();
  const code = await textedCode(baseURL!, filed.mobile, /^(\d{6}) is your code to accept the settlement terms/);
  await page.locator('input[autocomplete="one-time-code"]').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Confirm and accept' }).click();
  await expect(page.getByText(/^You accepted these terms on \d{2}-\d{2}-\d{4}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept these terms' })).toHaveCount(0);

  const lender = await ApiSession.login(baseURL!, ACCOUNTS.claimant);
  const saved = await lender.get<{ status: string; accepted_text: string; accepted_text_sha256: string }>('Settlement Offer', offer.name);
  expect(saved.status).toBe('Accepted');
  expect(saved.accepted_text).toBe(shown);
  expect(saved.accepted_text_sha256).toMatch(/^[0-9a-f]{64}$/);
  await lender.dispose();
});

test('a respondent proposes other terms with a reason, and the lender declines them with one', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const filed = await claimAwaitingReply(baseURL!, 'CTR');
  const claimant = await ApiSession.login(baseURL!, ACCOUNTS.claimant);
  await claimant.insert('Settlement Offer', { claim: filed.name, offer_type: 'One-time', amount: 150000, valid_until: inDays(20), payee_name: 'Udaygiri Finance Ltd', bank_account_number: '50100012345678', bank_ifsc: 'HDFC0001234' });

  const login = new RespondentLoginPage(page, 'portal');
  await login.open(filed.name);
  await login.requestCode({ mobile: filed.mobile });
  await login.enterCode(await latestCode(baseURL!, filed.mobile));
  await login.verify();
  const casePage = new RespondentCasePage(page);
  await casePage.expectCase(filed.name);
  await casePage.openSection('Settle this case');
  await page.getByRole('button', { name: 'Propose other terms' }).click();
  await page.getByText('In instalments', { exact: true }).click();
  await page.getByRole('textbox', { name: /Number of instalments/ }).fill('6');
  await page.getByRole('textbox', { name: /Amount of each instalment/ }).fill('20000');
  const [y, m, d] = inDays(10).split('-');
  await page.getByRole('textbox', { name: /First instalment on/ }).fill(`${d}-${m}-${y}`);
  await page.getByRole('textbox', { name: /Why you propose/ }).fill('My salary comes monthly');
  await page.getByRole('button', { name: 'Send my proposal' }).click();
  await expect(page.getByText("Your proposal: waiting for the lender's answer")).toBeVisible();

  // The lender reads it on the case view's Settlement terms tab and declines it with a reason.
  const lenderPage = await loggedIn(browser, ACCOUNTS.claimant, { width: 1366, height: 900 });
  await lenderPage.goto(`/#/arbitrationview/${filed.name}`);
  await lenderPage.getByRole('tab', { name: 'Settlement terms' }).click();
  const table = lenderPage.getByRole('table', { name: 'Settlement terms on this case' });
  await expect(table).toContainText("The respondent's reason: My salary comes monthly", { timeout: 30_000 });
  await table.getByRole('button', { name: 'Decline' }).click();
  await table.getByRole('textbox', { name: /Why you decline/ }).fill('Six months is longer than our policy allows');
  await table.getByRole('button', { name: 'Decline with this reason' }).click();
  await expect(table).toContainText('Declined because: Six months is longer than our policy allows');

  const reply = await claimant.http.get('/api/resource/Settlement Offer', {
    params: {
      filters: JSON.stringify([['claim', '=', filed.name], ['source', '=', 'Respondent']]),
      fields: JSON.stringify(['status', 'source', 'instalment_count', 'proposed_reason', 'answer_reason']),
    },
  });
  const offers = ((await reply.json()) as { data: unknown[] }).data;
  expect(offers).toEqual([{ status: 'Declined', source: 'Respondent', instalment_count: 6, proposed_reason: 'My salary comes monthly', answer_reason: 'Six months is longer than our policy allows' }]);
  await Promise.all([claimant.dispose(), lenderPage.context().close()]);
});
