import { expect, test, type Page } from '../../support/test';
import { LoginPage } from '../../pages/LoginPage';
import { NeutralCaseViewPage } from '../../pages/neutral/NeutralCaseViewPage';
import { RespondentCasePage } from '../../pages/respondent/RespondentCasePage';
import { RespondentLoginPage } from '../../pages/respondent/RespondentLoginPage';
import { ACCOUNTS } from '../../support/accounts';
import { ApiSession, acceptedDispute, inDays, latestCode } from '../respondent/case-api';
import { loggedIn } from './support';
import { ARRIVAL, toast, expectNoSidewaysScroll, onPhone } from '../../support/screen';

/*
 * SPEC §4: a mediation ends in a settlement (registered) or a non-settlement, then Completed; a
 * failed mediation may be converted to arbitration. The mediator does it on a laptop; the
 * respondent and the claimant check the outcome on a 360 px phone. Each step the screen reports is
 * read back from the server.
 */

/** A dispute accepted by the mediator and heard (stage Hearing), set up through the API. */
async function heardDispute(baseURL: string, tag: string) {
  const filed = await acceptedDispute(baseURL, 30, tag);
  const mediator = await ApiSession.login(baseURL, ACCOUNTS.mediator);
  try {
    for (const stage of ['Issuance of Notice', 'Awaiting Reply', 'Hearing']) await mediator.update('Dispute', filed.name, { stage });
  } finally {
    await mediator.dispose();
  }
  return filed;
}

/** The dispute and its outcome records as the server holds them. */
async function serverRecords(baseURL: string, name: string) {
  const admin = await ApiSession.login(baseURL, ACCOUNTS.admin);
  try {
    const list = async (doctype: string, fields: string[]) => {
      const reply = await admin.http.get(`/api/resource/${doctype}`, {
        params: { filters: JSON.stringify([['dispute', '=', name]]), fields: JSON.stringify(fields) },
      });
      expect(reply.ok(), `${doctype} of ${name}`).toBe(true);
      return ((await reply.json()) as { data: Record<string, unknown>[] }).data;
    };
    return {
      dispute: await admin.get<Record<string, unknown>>('Dispute', name),
      settlements: await list('Settlement', ['settlement_type', 'settlement_amount', 'non_settlement_amount', 'non_settlement_report']),
      registrations: await list('Registration', ['registration_number', 'registration_date']),
    };
  } finally {
    await admin.dispose();
  }
}

test('a settled dispute is registered and completed; the respondent sees it on a phone', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const filed = await heardDispute(baseURL!, 'SETL');
  const page = await loggedIn(browser, ACCOUNTS.mediator);
  const view = new NeutralCaseViewPage(page);
  await view.open(filed.name, ARRIVAL);
  await view.expectCurrentStep(3, 7);

  await view.showStep('Agreement');
  const record = page.getByRole('form', { name: 'Record the outcome' });
  await record.getByLabel(/^Outcome/).selectOption('Settlement');
  await record.getByLabel(/^Date/).fill(inDays(0));
  await record.getByLabel(/^Amount/).fill('250000');
  await record.getByLabel(/^Report/).fill('The borrower pays ₹2,50,000 in five monthly instalments.');
  await record.getByRole('button', { name: 'Save outcome' }).click();
  await toast(page, 'Settlement added successfully');
  await view.expectCurrentStep(4, 7);

  await view.showStep('Registration');
  await page.getByLabel(/^Registration date/).fill(inDays(0).split('-').reverse().join('-'));
  await page.getByLabel(/^Registration number/).fill('SRO/PUNE/2026/207');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Registration added/updated successfully');
  await view.expectCurrentStep(5, 7);
  await view.moveStage('Completed');
  await view.expectCurrentStep(7, 7);
  await page.context().close();

  const records = await serverRecords(baseURL!, filed.name);
  expect(records.dispute).toMatchObject({ stage: 'Completed', is_settled: 1, is_nonsettled: 0 });
  expect(records.settlements).toEqual([expect.objectContaining({ settlement_type: 'Settlement', settlement_amount: 250000 })]);
  expect(records.registrations).toEqual([expect.objectContaining({ registration_number: 'SRO/PUNE/2026/207', registration_date: inDays(0) })]);

  // The borrower checks the case on a phone: Completed, the settlement and its registration.
  const { context: phone, page: respondent } = await onPhone(browser);
  await new RespondentLoginPage(respondent, 'portal').loginAs(filed.name, filed.mobile, () => latestCode(baseURL!, filed.mobile));
  const casePage = new RespondentCasePage(respondent);
  await casePage.expectCase(filed.name);
  await expect(respondent.getByText('Completed', { exact: true }).first()).toBeVisible();
  await casePage.openSection('Settlement / Non Settlement');
  await expect(respondent.getByRole('heading', { name: 'Settlement', exact: true })).toBeVisible();
  await expect(respondent.getByText('₹2,50,000').first()).toBeVisible();
  await casePage.openSection('Registration');
  await expect(respondent.getByText('SRO/PUNE/2026/207')).toBeVisible();
  await expectNoSidewaysScroll(respondent);
  await phone.close();
});

test('a failed mediation is recorded as non-settled, completed and converted to arbitration; the claimant checks it on a phone', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const filed = await heardDispute(baseURL!, 'NSET');
  const page = await loggedIn(browser, ACCOUNTS.mediator);
  const view = new NeutralCaseViewPage(page);
  await view.open(filed.name, ARRIVAL);

  await view.showStep('Agreement');
  const record = page.getByRole('form', { name: 'Record the outcome' });
  await record.getByLabel(/^Outcome/).selectOption('Non Settlement');
  await record.getByLabel(/^Date/).fill(inDays(0));
  await record.getByLabel(/^Amount/).fill('184500');
  await record.getByLabel(/^Report/).fill('The borrower disputes the dues; no settlement was reached.');
  await record.getByRole('button', { name: 'Save outcome' }).click();
  await toast(page, 'Non Settlement added successfully');
  // Non-settled: no Registration step, so 6 steps, the agreement (index 4) current.
  await view.expectCurrentStep(4, 6);
  await view.moveStage('Completed');
  await view.expectCurrentStep(6, 6);

  await page.getByRole('button', { name: 'Convert to arbitration' }).click();
  const confirm = page.getByRole('dialog', { name: 'Convert this mediation to arbitration?' });
  await confirm.getByRole('button', { name: 'Convert to arbitration' }).click();
  await toast(page, 'Converted to arbitration successfully');
  const linked = page.getByRole('link', { name: /^ARB-/ });
  await expect(linked).toBeVisible();
  const claimName = (await linked.textContent())!.trim();
  await expect(page.getByRole('button', { name: 'Convert to arbitration' })).toHaveCount(0);
  await page.context().close();

  const records = await serverRecords(baseURL!, filed.name);
  expect(records.dispute).toMatchObject({ stage: 'Completed', is_settled: 0, is_nonsettled: 1, linked_case: claimName, is_convereted: 1 });
  expect(records.settlements).toEqual([
    expect.objectContaining({ settlement_type: 'Non Settlement', non_settlement_amount: 184500, non_settlement_report: 'The borrower disputes the dues; no settlement was reached.' }),
  ]);
  expect(records.registrations).toEqual([]);
  const admin = await ApiSession.login(baseURL!, ACCOUNTS.admin);
  try {
    const claim = await admin.get<{ stage: string; linked_case: string; is_convereted: number; arbitration_agreement_number: string; respondent_table: { mobile: string }[] }>('Claim', claimName);
    expect(claim).toMatchObject({ stage: 'Draft', linked_case: filed.name, is_convereted: 1 });
    expect(claim.respondent_table.map((row) => row.mobile)).toEqual([filed.mobile]);
  } finally {
    await admin.dispose();
  }

  // The lender checks on a phone: the mediation is among the completed ones, linked to the new arbitration.
  const { context: phone, page: claimant } = await onPhone(browser);
  await new LoginPage(claimant).loginAs(ACCOUNTS.claimant);
  await expect(claimant).toHaveURL(/#\/dashboard$/);
  await claimant.goto('/#/mediations?tab=completed');
  await claimant.getByLabel('Search', { exact: true }).fill(filed.name);
  const card = claimant.getByRole('list', { name: 'Cases' }).getByRole('listitem').filter({ hasText: filed.name });
  await expect(card).toContainText('Completed', ARRIVAL);
  await expectNoSidewaysScroll(claimant);
  await card.getByRole('link').first().click();
  await expect(claimant).toHaveURL(new RegExp(`#/mediationview/${filed.name}$`));
  await expect(claimant.getByText('Completed', { exact: true }).first()).toBeVisible(ARRIVAL);
  await expectNoSidewaysScroll(claimant);
  await phone.close();
});
