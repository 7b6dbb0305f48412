import { expect, test, type Browser, type Page } from '../../support/test';
import { LoginPage } from '../../pages/LoginPage';
import { choose } from '../../pages/neutral/DispatchPages';
import { ACCOUNTS } from '../../support/accounts';
import { loggedIn } from '../neutral/support';
import { ApiSession as CaseApi, fileCase, uniqueTag } from '../neutral/case-api';
import { ApiSession, claimAwaitingReply, inDays } from '../respondent/case-api';
import { ARRIVAL, toast, expectNoSidewaysScroll, onPhone } from '../../support/screen';

/*
 * Money through to Paid. The filing fee: the claimant chose a bank transfer at filing; the case
 * manager confirms the transfer on the Invoices screen with its UTR and date, and the fee is Paid.
 * A neutral's fee invoice: the arbitrator raises it and marks it Paid when the money comes. The
 * claimant follows both on a 360 px phone; the server's invoice is read back each time.
 */

async function invoiceOnServer(baseURL: string, name: string) {
  const admin = await ApiSession.login(baseURL, ACCOUNTS.admin);
  try {
    return await admin.get<Record<string, unknown>>('Invoice', name);
  } finally {
    await admin.dispose();
  }
}

/** The claimant's Invoices screen on a phone, with the row of one invoice. */
async function claimantInvoiceRow(browser: Browser, invoice: string) {
  const { context, page } = await onPhone(browser);
  await new LoginPage(page).loginAs(ACCOUNTS.claimant);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto('/#/invoice');
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible(ARRIVAL);
  await expectNoSidewaysScroll(page);
  return { page, row: page.getByRole('row').filter({ hasText: invoice }) };
}

test('the case manager confirms a filing fee received by bank transfer and the claimant sees it Paid on a phone', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const claimant = await CaseApi.login(baseURL!, ACCOUNTS.claimant);
  const filed = await fileCase(claimant, 'Claim', uniqueTag('fee'));
  const fee = await claimant.method<{ name: string; status: string; amount: number }>('record_filing_fee', { case: filed.name, payment_method: 'Bank Transfer' });
  await claimant.dispose();
  expect(fee.status).toBe('Pending');

  // The claimant sees the fee waiting for the transfer.
  const before = await claimantInvoiceRow(browser, fee.name);
  await expect(before.row).toContainText('Pending', ARRIVAL);
  await before.page.context().close();

  const manager = await loggedIn(browser, ACCOUNTS.admin);
  await manager.goto('/#/invoice');
  const confirmButton = manager.getByRole('button', { name: `Confirm payment received for ${fee.name}` });
  await expect(confirmButton).toBeVisible(ARRIVAL);
  await confirmButton.click();
  const dialog = manager.getByRole('dialog', { name: `Confirm payment received: ${fee.name}` });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Transfer reference (UTR) is required')).toBeVisible();
  await dialog.getByLabel(/^Transfer reference \(UTR\)/).fill('UTR-12');
  await dialog.getByLabel(/^Date of transfer/).fill(inDays(0));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Transfer reference (UTR) must be 12 to 22 letters or digits, as the bank statement shows it')).toBeVisible();
  await dialog.getByLabel(/^Transfer reference \(UTR\)/).fill('SBIN426190123456');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(new RegExp(`${fee.name} of ${filed.name} will be marked Paid: .* with UTR SBIN426190123456`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, mark as paid' }).click();
  await toast(manager, `${fee.name} of ${filed.name} marked as paid`);
  await expect(manager.getByRole('table', { name: 'Confirmed and cancelled filing fees' }).getByRole('row').filter({ hasText: fee.name })).toContainText('SBIN426190123456');
  await manager.context().close();

  expect(await invoiceOnServer(baseURL!, fee.name)).toMatchObject({ invoice_status: 'Paid', transfer_reference: 'SBIN426190123456', transfer_date: inDays(0) });

  const after = await claimantInvoiceRow(browser, fee.name);
  await expect(after.row).toContainText('Paid', ARRIVAL);
  await after.page.context().close();
});

test('the arbitrator raises a fee invoice and marks it Paid; the claimant sees it Paid on a phone', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const filed = await claimAwaitingReply(baseURL!, 'INV', ['Issuance of Notice']);
  const page = await loggedIn(browser, ACCOUNTS.arbitrator);
  await page.goto('/#/invoice');
  await page.getByRole('button', { name: 'New invoice' }).click(ARRIVAL);
  const form = page.getByRole('dialog', { name: 'New invoice' });
  await choose(page, form, /^Case/, new RegExp(filed.name));
  await form.getByLabel(/^Purpose/).fill('Arbitrator fee');
  await form.getByLabel(/^Amount/).fill('15000');
  await choose(page, form, /^Invoice Status/, /^Unpaid$/);
  await form.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Invoice added or updated successfully');
  const row = page.getByRole('row').filter({ hasText: filed.name }).filter({ hasText: 'Arbitrator fee' });
  await expect(row).toContainText('₹15,000');
  const invoice = (await row.getByRole('button', { name: /^Update INV-/ }).getAttribute('aria-label'))!.replace('Update ', '');
  expect(await invoiceOnServer(baseURL!, invoice)).toMatchObject({ invoice_status: 'Unpaid', amount: 15000, claim: filed.name });

  await row.getByRole('button', { name: `Update ${invoice}` }).click();
  const update = page.getByRole('dialog', { name: `Update ${invoice}` });
  await choose(page, update, /^Invoice Status/, /^Paid$/);
  await choose(page, update, /^Mode of Payment/, /^Bank Transfer$/);
  await update.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Invoice added or updated successfully');
  await expect(row).toContainText('Paid');
  await page.goto('/#/paymentList');
  await expect(page.getByRole('row').filter({ hasText: invoice })).toContainText('₹15,000', ARRIVAL);
  await page.context().close();

  expect(await invoiceOnServer(baseURL!, invoice)).toMatchObject({ invoice_status: 'Paid', mode_of_payment: 'Bank Transfer', amount: 15000 });

  const claimant = await claimantInvoiceRow(browser, invoice);
  await expect(claimant.row).toContainText('Paid', ARRIVAL);
  await expect(claimant.row).toContainText('₹15,000');
  await claimant.page.context().close();
});
