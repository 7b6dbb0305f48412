import { expect, test, type Page } from '../../support/test';
import { DispatchTrackerPage } from '../../pages/neutral/DispatchPages';
import { NeutralCaseViewPage } from '../../pages/neutral/NeutralCaseViewPage';
import { ACCOUNTS } from '../../support/accounts';
import { mailsTo } from '../../support/mailbox';
import { acceptedCase, ApiSession, inDays } from './case-api';
import { loggedIn } from './support';
import { ARRIVAL, toast } from '../../support/screen';

/** DD-MM-YYYY of a day relative to today, as the forms take dates. */
function typed(days = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
}

/** The demo claim assigned to arbitrator@demo.in that still waits for the arbitrator's consent. */
async function demoClaimAwaitingConsent(baseURL: string): Promise<string> {
  const session = await ApiSession.login(baseURL, ACCOUNTS.arbitrator);
  try {
    const filters = encodeURIComponent(JSON.stringify([['arbitration_agreement_number', '=', 'UFL/PL/2022/018873']]));
    const reply = await session.get<{ data: { name: string }[] }>(`/api/resource/Claim?filters=${filters}`);
    expect(reply.data).toHaveLength(1);
    return reply.data[0].name;
  } finally {
    await session.dispose();
  }
}

/**
 * A screen reached by navigation: the first one of a remote loads its chunks and data, which can
 * take more than the usual 10 s on a loaded 2-core machine. Interactions keep the usual timeout.
 */

test('the arbitrator records consent and disclosure, dispatches it by e-mail and speed post, approves it and finds it in the report', async ({ browser, baseURL }) => {
  // About 70 s on a loaded 2-core machine: consent, two dispatch saves, a send, approval, report.
  test.setTimeout(180_000);
  const caseName = await demoClaimAwaitingConsent(baseURL!);
  const page = await loggedIn(browser, ACCOUNTS.arbitrator);

  // Consent & Disclosure: the case waits for the declaration.
  await page.goto('/#/nomination&disclosure');
  await expect(page.getByRole('heading', { name: 'Consent & Disclosure', level: 1 })).toBeVisible(ARRIVAL);
  await page.getByRole('button', { name: `Record consent and disclosure for ${caseName}` }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Relationships is required (write "None" if there are none)')).toBeVisible();
  await form.getByLabel(/relationship with a party/).fill('None');
  await form.getByLabel(/Financial, business/).fill('None');
  await form.getByLabel(/Other engagements/).fill('Three ongoing arbitrations for other lenders');
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Consent & Disclosure saved successfully');
  await expect(page.getByRole('checkbox', { name: `Approve the dispatch of ${caseName}` })).toBeVisible();

  // Its dispatch: the borrower by e-mail, the co-borrower by speed post with a tracking id.
  await page.getByRole('row').filter({ hasText: caseName }).getByRole('link', { name: 'Record deliveries' }).click();
  const tracker = new DispatchTrackerPage(page);
  await expect(page.getByRole('heading', { name: `Dispatches: ${caseName}` })).toBeVisible(ARRIVAL);
  await page.getByRole('button', { name: 'New Consent & Disclosure dispatch' }).click();
  await tracker.fillRecipient(1, { party: /Meenakshi Sundaram \(Borrower\)/, channel: 'Email' });
  await tracker.dialog().getByRole('button', { name: 'Add recipient' }).click();
  await tracker.fillRecipient(2, { party: /Karthik Sundaram \(Co-Borrower\)/, channel: 'Speed Post', date: typed(), tracking: 'EK123456789IN' });
  await tracker.dialog().getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Disclosure Dispatch added/updated successfully');
  const deliveries = page.getByRole('table', { name: /^Deliveries of CDD-/ });
  await expect(deliveries.getByRole('row').filter({ hasText: 'EK123456789IN' })).toContainText('Dispatched');

  // The e-mail really goes out (to the test SMTP server) with its message id, sent but never "delivered".
  await page.getByRole('button', { name: 'Send e-mail / SMS' }).click();
  await toast(page, /1 sent/);
  await expect(deliveries.getByRole('row').filter({ hasText: 'Meenakshi Sundaram' })).toContainText('Sent');
  await expect
    .poll(() => mailsTo('meenakshi.s@example.in').some((mail) => mail.raw.includes(caseName)), { message: 'the dispatch mail reached the SMTP server' })
    .toBe(true);

  // The post is acknowledged.
  await page.getByRole('button', { name: 'Update' }).click();
  await tracker.fillRecipient(2, { received: typed(), acknowledged: true });
  await tracker.dialog().getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Disclosure Dispatch added/updated successfully');
  await expect(deliveries.getByRole('row').filter({ hasText: 'EK123456789IN' })).toContainText('Delivered');

  // Approved in bulk on the Consent & Disclosure screen.
  await page.goto('/#/nomination&disclosure');
  await expect(page.getByRole('checkbox', { name: `Approve the dispatch of ${caseName}` })).toBeVisible(ARRIVAL);
  await page.getByRole('checkbox', { name: `Approve the dispatch of ${caseName}` }).check();
  await page.getByRole('button', { name: /^Approve 1 selected$/ }).click();
  await toast(page, 'Dispatch Approve successfully');
  await expect(page.getByRole('checkbox', { name: `Approve the dispatch of ${caseName}` })).toHaveCount(0);

  // Both deliveries are in the Dispatch Report.
  await page.goto('/#/report');
  await expect(page.getByRole('heading', { name: 'Dispatch Report' })).toBeVisible(ARRIVAL);
  const caseFilter = page.getByLabel('Case');
  await caseFilter.fill(caseName);
  await caseFilter.press('Enter');
  const report = page.getByRole('table');
  await expect(report.getByRole('row').filter({ hasText: 'EK123456789IN' })).toContainText('Delivered');
  await expect(report.getByRole('row').filter({ hasText: 'Meenakshi Sundaram' })).toContainText('Sent');
  await expect(report.getByRole('row').filter({ hasText: 'Meenakshi Sundaram' })).toContainText('No proof');
  await page.context().close();
});

test('a mediator completes a dispute through settlement and registration', async ({ browser, baseURL }) => {
  // About 40 s on a loaded machine.
  test.setTimeout(120_000);
  const filed = await acceptedCase(baseURL!, 'Dispute', ACCOUNTS.mediator, ['Issuance of Notice', 'Awaiting Reply', 'Hearing']);
  const page = await loggedIn(browser, ACCOUNTS.mediator);
  const view = new NeutralCaseViewPage(page);
  await view.open(filed.name, ARRIVAL);
  await view.expectCurrentStep(3, 7);

  await view.showStep('Agreement');
  const record = page.getByRole('form', { name: 'Record the outcome' });
  await record.getByRole('button', { name: 'Save outcome' }).click();
  await expect(record.getByText('Outcome is required')).toBeVisible();
  await record.getByLabel(/^Outcome/).selectOption('Settlement');
  await record.getByLabel(/^Date/).fill(inDays(0));
  await record.getByLabel(/^Amount/).fill('250000');
  await record.getByLabel(/^Report/).fill('The borrower pays ₹2,50,000 in five monthly instalments.');
  await record.getByRole('button', { name: 'Save outcome' }).click();
  await toast(page, 'Settlement added successfully');
  // Settled: the agreement step is the current one (step 5 of 7), its amount in Indian grouping.
  await view.expectCurrentStep(4, 7);
  await expect(page.getByText('₹2,50,000').first()).toBeVisible();

  // The recorded outcome is corrected in the same form.
  const update = page.getByRole('form', { name: 'Update the outcome' });
  await expect(update.getByLabel(/^Amount/)).toHaveValue('2,50,000');
  await update.getByLabel(/^Amount/).fill('260000');
  await update.getByRole('button', { name: 'Save outcome' }).click();
  await toast(page, 'Settlemnt updated successfully');
  await expect(page.getByText('₹2,60,000').first()).toBeVisible();

  await view.showStep('Registration');
  await page.getByLabel(/^Registration date/).fill(typed());
  await page.getByLabel(/^Registration number/).fill('SRO/PUNE/2026/118');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Registration added/updated successfully');
  await view.expectCurrentStep(5, 7);

  // SPEC §4: a settled mediation's Completed is step 7 (every one of the 7 steps done).
  await view.moveStage('Completed');
  await view.expectCurrentStep(7, 7);
  await page.context().close();
});
