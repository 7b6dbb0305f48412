import { expect, test } from '../../support/test';
import { LoginPage } from '../../pages/LoginPage';
import { CaseListPage } from '../../pages/filing/CaseListPage';
import { SubmitCasePage } from '../../pages/filing/SubmitCasePage';
import { ACCOUNTS } from '../../support/accounts';
import { uniqueMobile, uniqueStamp } from './support';

test('a lawyer files a mediation dispute for a claimant and pays the fee by bank transfer', async ({ page }) => {
  // A whole filing journey: five steps, an upload and the list; longer than the default on a busy machine.
  test.setTimeout(90_000);
  const stamp = uniqueStamp();
  const lender = `Lender ${stamp} Finance`;
  const lenderEmail = `lender-${stamp.toLowerCase()}@example.in`;
  const borrower = `Borrower ${stamp} Traders`;
  const wizard = new SubmitCasePage(page);
  const address = { state: 'Karnataka', district: 'Mysore', taluk: 'Mysuru', pinCode: '570001', street: 'Sayyaji Rao Road' };

  await new LoginPage(page).loginAs(ACCOUNTS.lawyer);
  await page.getByRole('link', { name: 'Register a Dispute' }).click();
  await wizard.expectHeading('Register a Dispute');

  // A lawyer is the lawyer: no lawyers list, and the claimant is entered by hand.
  await expect(page.getByRole('switch', { name: /Lawyers List/ })).toHaveCount(0);
  await wizard.fillClaimant({ type: 'Enterprise', companyName: lender, email: lenderEmail, mobile: uniqueMobile(), address });
  await wizard.saveAndContinue();

  await wizard.fillRespondent({ type: 'Enterprise', contactType: 'Borrower', companyName: borrower, mobile: uniqueMobile(), address });
  await expect(wizard.field('Salutation')).toHaveCount(0);
  await wizard.saveAndContinue();

  await wizard.field('Agreement Number').fill(`MED/E2E/${stamp}`);
  await wizard.saveAndContinue();
  await wizard.saveAndContinue();

  const respondents = page.getByRole('table', { name: 'Respondents' });
  await expect(respondents.getByRole('columnheader', { name: 'Company Name' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay Filing Fee' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment.getByText('Mediation Fee 1000 Rs')).toBeVisible();
  for (const method of ['Credit Card', 'Bank Transfer', 'Paypal']) await expect(payment.getByRole('radio', { name: method })).toBeVisible();
  await payment.getByRole('radio', { name: 'Credit Card' }).check();
  await expect(payment.getByLabel('Card number')).toBeDisabled();
  await payment.getByRole('radio', { name: 'Bank Transfer' }).check();
  await payment.getByRole('button', { name: 'PAY NOW' }).click();

  // The case is registered as Submit does; the fee becomes a pending invoice with a reference to quote.
  await expect(page.getByText('Dispute added successfully')).toBeVisible();
  const feeDialog = page.getByRole('dialog', { name: 'Fee recorded' });
  await expect(feeDialog).toBeVisible();
  const reference = (await feeDialog.getByTestId('fee-reference').innerText()).trim();
  expect(reference).toMatch(/^MED-\d{5}-FEE-[2-9A-HJKMNP-Z]{4}$/);
  // Where to transfer it: the demo server's account, marked as a demo account, and the reference to quote.
  await expect(feeDialog.getByText(`Quote the reference ${reference} with the transfer.`, { exact: true })).toBeVisible();
  await expect(feeDialog.getByText('Transfer ₹1,000 by NEFT, RTGS or IMPS to:')).toBeVisible();
  await expect(feeDialog.getByRole('table', { name: 'Account to pay into' })).toContainText('DEMO0000000');
  await expect(feeDialog.getByText('Demo account: this portal runs with demo data. Do not pay into it.')).toBeVisible();
  await feeDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/#\/mediations\?tab=draft$/);
  await new CaseListPage(page).search(borrower);
  const row = page.getByRole('row').filter({ hasText: `${lender} vs ${borrower}` });
  await expect(row).toHaveCount(1);
  const caseName = (await row.getByRole('link').innerText()).trim();
  expect(caseName).toMatch(/^MED-\d+$/);
  expect(reference.startsWith(`${caseName}-FEE-`)).toBe(true);

  // Filed by the lawyer for the claimant of the first claimant row.
  const reply = await page.request.get(`/api/resource/Dispute/${caseName}`);
  expect(reply.ok()).toBe(true);
  const { data } = await reply.json();
  expect(data).toMatchObject({
    stage: 'Draft',
    lawyer_email: ACCOUNTS.lawyer,
    user_email_id: lenderEmail,
    mediation_agreement_number: `MED/E2E/${stamp}`,
  });
  // One Invoice for the fee, pending, with the chosen method; no card data anywhere.
  const invoices = await page.request.get('/api/resource/Invoice', {
    params: {
      filters: JSON.stringify([['dispute', '=', caseName]]),
      fields: JSON.stringify(['name', 'purpose', 'amount', 'invoice_status', 'mode_of_payment', 'payment_reference', 'document_type']),
    },
  });
  expect(invoices.ok()).toBe(true);
  const { data: feeRows } = await invoices.json();
  expect(feeRows).toEqual([
    expect.objectContaining({ purpose: 'Mediation Fee', amount: 1000, invoice_status: 'Pending', mode_of_payment: 'Bank Transfer', payment_reference: reference, document_type: 'Filing Fee' }),
  ]);

  await row.click();
  await expect(page).toHaveURL(new RegExp(`#/mediationview/${caseName}$`));
  await expect(page.getByRole('tab', { name: 'Settlement', exact: true })).toBeVisible();

  // The fee is listed among the lawyer's invoices with its reference.
  await page.getByRole('link', { name: 'Invoices' }).first().click();
  await expect(page).toHaveURL(/#\/invoice$/);
  const invoiceRow = page.getByRole('row').filter({ hasText: reference });
  await expect(invoiceRow).toHaveCount(1);
  await expect(invoiceRow).toContainText(caseName);
  await expect(invoiceRow).toContainText('Pending');
  await expect(invoiceRow).toContainText('Bank Transfer');
});
