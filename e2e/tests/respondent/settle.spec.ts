import { expect, test } from '../../support/test';
import { ACCOUNTS } from '../../support/accounts';
import { RespondentCasePage } from '../../pages/respondent/RespondentCasePage';
import { RespondentLoginPage } from '../../pages/respondent/RespondentLoginPage';
import { ApiSession, claimAwaitingReply, inDays, latestCode } from './case-api';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a respondent on a phone reads the lender’s offer and gets its UPI link and QR code', async ({ page, baseURL }) => {
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
});
