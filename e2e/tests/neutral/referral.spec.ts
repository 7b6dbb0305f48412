import { expect, test, type Page } from '../../support/test';
import { LoginPage } from '../../pages/LoginPage';
import { NeutralCaseListPage } from '../../pages/neutral/NeutralCaseListPage';
import { NeutralCaseViewPage } from '../../pages/neutral/NeutralCaseViewPage';
import { ACCOUNTS } from '../../support/accounts';
import { ApiSession, claimAwaitingReply } from '../respondent/case-api';
import { loggedIn } from './support';
import { ARRIVAL, toast, expectNoSidewaysScroll, onPhone } from '../../support/screen';

/*
 * SPEC §4: an arbitration may be referred to mediation. The arbitrator refers a running claim; the
 * new dispute is a Draft linked both ways, which the case manager assigns to a mediator; the lender
 * finds it on a 360 px phone. (Mediation converted to arbitration: mediation-outcomes.spec.ts.)
 */

test('an arbitrator refers a running claim to mediation, the case manager assigns a mediator and the claimant finds it on a phone', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const filed = await claimAwaitingReply(baseURL!, 'REF');
  const page = await loggedIn(browser, ACCOUNTS.arbitrator);
  const view = new NeutralCaseViewPage(page);
  await view.open(filed.name, ARRIVAL);

  await page.getByRole('button', { name: 'Refer to mediation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Refer this arbitration to mediation?' });
  await confirm.getByRole('button', { name: 'Refer to mediation' }).click();
  await toast(page, 'Referred to mediation successfully');
  const linked = page.getByRole('link', { name: /^MED-/ });
  await expect(linked).toBeVisible();
  const disputeName = (await linked.textContent())!.trim();
  await expect(page.getByRole('button', { name: 'Refer to mediation' })).toHaveCount(0);
  await page.context().close();

  const admin = await ApiSession.login(baseURL!, ACCOUNTS.admin);
  try {
    // The claim keeps its stage and names the dispute; the dispute is a Draft with the same parties.
    expect(await admin.get('Claim', filed.name)).toMatchObject({ stage: 'Awaiting Reply', linked_case: disputeName, isarbreffercase: 1 });
    const dispute = await admin.get<{ stage: string; linked_case: string; isarbreffercase: number; respondent_table: { mobile: string }[] }>('Dispute', disputeName);
    expect(dispute).toMatchObject({ stage: 'Draft', linked_case: filed.name, isarbreffercase: 1 });
    expect(dispute.respondent_table.map((row) => row.mobile)).toEqual([filed.mobile]);
  } finally {
    await admin.dispose();
  }

  // The case manager assigns the referred dispute to a mediator on the Mediations list.
  const manager = await loggedIn(browser, ACCOUNTS.admin);
  const list = new NeutralCaseListPage(manager);
  await list.open('mediations', 'draft');
  await list.assign(disputeName, ACCOUNTS.mediator);
  await toast(manager, `assigned to ${disputeName}`);
  await manager.context().close();
  const check = await ApiSession.login(baseURL!, ACCOUNTS.admin);
  try {
    // Assigned but still a Draft until the mediator accepts it.
    expect(await check.get('Dispute', disputeName)).toMatchObject({ stage: 'Draft', mediator_email_id: ACCOUNTS.mediator, linked_case: filed.name });
  } finally {
    await check.dispose();
  }

  // The lender checks on a phone: the new mediation is listed, with its mediator.
  const { context: phone, page: claimant } = await onPhone(browser);
  await new LoginPage(claimant).loginAs(ACCOUNTS.claimant);
  await expect(claimant).toHaveURL(/#\/dashboard$/);
  await claimant.goto('/#/mediations?tab=draft');
  await claimant.getByLabel('Search', { exact: true }).fill(disputeName);
  const card = claimant.getByRole('list', { name: 'Cases' }).getByRole('listitem').filter({ hasText: disputeName });
  await expect(card).toBeVisible(ARRIVAL);
  await expect(card).toContainText('Draft');
  await expectNoSidewaysScroll(claimant);
  await phone.close();
});
