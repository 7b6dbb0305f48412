import { expect, test } from '../../support/test';
import { AcceptDialog } from '../../pages/neutral/AcceptDialog';
import { HearingFormSection } from '../../pages/neutral/HearingFormSection';
import { NeutralCaseListPage } from '../../pages/neutral/NeutralCaseListPage';
import { NeutralCaseViewPage } from '../../pages/neutral/NeutralCaseViewPage';
import { ACCOUNTS } from '../../support/accounts';
import { ApiSession, fileCase, inDays, uniqueTag } from './case-api';
import { loggedIn } from './support';

test('the case manager assigns a claim; the arbitrator accepts it, holds the first hearing and the stepper advances', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const claimant = await ApiSession.login(baseURL!, ACCOUNTS.claimant);
  const filed = await fileCase(claimant, 'Claim', uniqueTag('neutral-arb'));
  await claimant.dispose();

  // The case manager assigns the Draft to an approved arbitrator.
  const admin = await loggedIn(browser, ACCOUNTS.admin);
  const adminList = new NeutralCaseListPage(admin);
  await adminList.open('arbitration', 'draft');
  await adminList.assign(filed.name, ACCOUNTS.arbitrator);
  await expect(admin.getByText(`assigned to ${filed.name}`)).toBeVisible();
  await expect(adminList.row(filed.name)).toContainText('Vikram Rao');
  await admin.context().close();

  // The arbitrator accepts it with an online first hearing.
  const arbitrator = await loggedIn(browser, ACCOUNTS.arbitrator);
  const list = new NeutralCaseListPage(arbitrator);
  await list.open('arbitration', 'draft');
  const accept = new AcceptDialog(await list.openAccept(filed.name));
  await accept.fill({ mode: 'Online', link: 'https://meet.example.in/first-hearing', date: inDays(3), time: '10:30' });
  await accept.submit();
  await expect(arbitrator.getByText('Claim Accepted successfully')).toBeVisible();
  await expect(list.row(filed.name)).toHaveCount(0);

  // Case management: Type One has 11 steps; Assignment is before the first step.
  const view = new NeutralCaseViewPage(arbitrator);
  await view.open(filed.name);
  await view.expectCurrentStep(0, 11);
  await view.moveStage('Issuance of Notice');

  await view.showStep('First hearing and Section 17 Application');
  const hearing = new HearingFormSection(arbitrator, 'First Hearing');
  await expect(hearing.form.getByLabel(/^Video Conference Link/)).toHaveValue('https://meet.example.in/first-hearing');
  await expect(hearing.form.getByLabel(/^Hearing Time/)).toHaveValue('10:30');
  await hearing.addAttendee('Rohan Mehta', 'Director', 'Claimant');
  await hearing.addAttendee(filed.borrower, 'Borrower', 'Respondent');
  await hearing.writeMinutes('Both parties appeared.\nThe respondent asked for time to file a reply.');
  await hearing.save();

  // Saving the first hearing moves the claim to First Hearing: step 4 of 11 (index 3).
  await view.expectCurrentStep(3, 11);
  await expect(arbitrator.getByText('First Hearing', { exact: true }).first()).toBeVisible();
  await arbitrator.reload();
  await view.showStep('First hearing and Section 17 Application');
  await expect(hearing.form.getByRole('cell', { name: filed.borrower, exact: true })).toBeVisible();
  await expect(hearing.form.getByLabel('Minutes of Meeting')).toHaveValue(
    'Both parties appeared.\nThe respondent asked for time to file a reply.',
  );
  await arbitrator.context().close();
});
