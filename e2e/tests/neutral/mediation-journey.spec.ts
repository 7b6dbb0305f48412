import { expect, test } from '../../support/test';
import { AcceptDialog } from '../../pages/neutral/AcceptDialog';
import { HearingFormSection } from '../../pages/neutral/HearingFormSection';
import { NeutralCaseListPage } from '../../pages/neutral/NeutralCaseListPage';
import { NeutralCaseViewPage } from '../../pages/neutral/NeutralCaseViewPage';
import { ACCOUNTS } from '../../support/accounts';
import { ApiSession, fileCase, inDays, uniqueTag } from './case-api';
import { loggedIn } from './support';

test('a mediator accepts an assigned dispute offline and holds its first hearing', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const claimant = await ApiSession.login(baseURL!, ACCOUNTS.claimant);
  const filed = await fileCase(claimant, 'Dispute', uniqueTag('neutral-med'));
  await claimant.dispose();
  const admin = await ApiSession.login(baseURL!, ACCOUNTS.admin);
  await admin.method('assign_neutral', { docname: filed.name, neutral: ACCOUNTS.mediator });
  await admin.dispose();

  const mediator = await loggedIn(browser, ACCOUNTS.mediator);
  await expect(mediator).toHaveURL(/#\/mediatordashboard$/);
  await expect(mediator.getByRole('heading', { name: 'Mediator dashboard' })).toBeVisible();

  const list = new NeutralCaseListPage(mediator);
  await list.open('mediations', 'draft');
  const accept = new AcceptDialog(await list.openAccept(filed.name));
  // Validation first: an offline hearing needs a place.
  await accept.fill({ mode: 'Offline', location: '', date: inDays(1), time: '11:15' });
  await accept.submit();
  await expect(mediator.getByText('Hearing location is required')).toBeVisible();
  await accept.fill({ mode: 'Offline', location: 'Pune Mediation Centre, Room 2', date: inDays(1), time: '11:15', dueDate: inDays(6) });
  await accept.submit();
  await expect(mediator.getByText('Dispute Accepted successfully')).toBeVisible();

  // The dashboard lists the first hearing among the next 20 days and the dispute as due, in red.
  await mediator.goto('/#/mediatordashboard');
  const upcoming = mediator.getByRole('table').filter({ has: mediator.getByRole('columnheader', { name: 'Parties' }) });
  await expect(upcoming.getByRole('row').filter({ hasText: filed.name })).toContainText('Pune Mediation Centre, Room 2');
  const due = mediator.getByRole('table').filter({ has: mediator.getByRole('columnheader', { name: 'Due Date' }) });
  const dueCell = due.getByRole('row').filter({ hasText: filed.name }).locator('[data-due-soon="true"]');
  await expect(dueCell).toBeVisible();
  // Red: a strong red channel, weak green and blue (the theme decides the exact shade).
  await expect(dueCell).toHaveCSS('color', /^rgb\(2[0-5]\d, \d{1,2}, \d{1,2}\)$/);

  // Mediation without an outcome yet: 7 steps (Agreement, then Registration).
  const view = new NeutralCaseViewPage(mediator);
  await view.open(filed.name);
  await view.expectCurrentStep(0, 7);
  await view.moveStage('Issuance of Notice');
  await view.moveStage('Awaiting Reply');

  await view.showStep('Hearings');
  const hearing = new HearingFormSection(mediator, 'First Hearing');
  await expect(hearing.form.getByLabel(/^Hearing Location/)).toHaveValue('Pune Mediation Centre, Room 2');
  await hearing.addAttendee('Rohan Mehta', 'Director', 'Claimant');
  await hearing.addAttendee(filed.borrower, 'Borrower', 'Respondent');
  await hearing.writeMinutes('Parties explored a settlement.');
  await hearing.form.getByLabel(/^Status/).selectOption('Completed');
  await hearing.save();

  // The hearing moves the dispute to its Hearing stage: step 4 of 7 (index 3).
  await view.expectCurrentStep(3, 7);

  // It is listed among the mediator's hearings.
  await mediator.goto('/#/mediatorHearing');
  await expect(mediator.getByRole('row').filter({ hasText: filed.name })).toContainText('Completed');
  await mediator.context().close();
});
