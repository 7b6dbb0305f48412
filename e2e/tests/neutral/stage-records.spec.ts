import { expect, test } from '../../support/test';
import { NeutralCaseViewPage } from '../../pages/neutral/NeutralCaseViewPage';
import { ACCOUNTS } from '../../support/accounts';
import { acceptedCase, ApiSession, inDays } from './case-api';
import { loggedIn } from './support';

test('a mediator is told a settlement must be recorded, records it, and the dispute moves', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const filed = await acceptedCase(baseURL!, 'Dispute', ACCOUNTS.mediator, ['Issuance of Notice', 'Awaiting Reply', 'Hearing']);
  const mediator = await loggedIn(browser, ACCOUNTS.mediator);
  const view = new NeutralCaseViewPage(mediator);
  await view.open(filed.name);

  const mover = mediator.getByLabel('Move case to stage');
  await expect(mover).toBeVisible();
  await expect(mover.locator('option', { hasText: 'Settlement Agreement' })).toHaveCount(0);
  await expect(mediator.getByText('A settlement must be recorded before the dispute moves to Settlement Agreement')).toBeVisible();

  await view.showStep('Agreement');
  const form = mediator.getByRole('form', { name: 'Record the outcome' });
  await form.getByRole('button', { name: 'Save outcome' }).click();
  await expect(form.getByText('Outcome is required')).toBeVisible();
  await form.getByLabel(/^Outcome/).selectOption('Settlement');
  await form.getByLabel(/^Date/).fill(inDays(0));
  await form.getByLabel(/^Amount/).fill('90000');
  await form.getByLabel(/^Report/).fill('The respondent repays in six instalments.');
  await form.getByRole('button', { name: 'Save outcome' }).click();
  await expect(mediator.getByText('Settlement added successfully')).toBeVisible();

  // The dispute is at Settlement Agreement (step 5 of 7), and Registration now waits for its record.
  await view.expectCurrentStep(4, 7);
  await expect(mediator.getByText('A registration must be recorded before the dispute moves to Registration')).toBeVisible();
  await mediator.context().close();
});

test("the arbitrator's stage list offers Award only once the award is saved", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const filed = await acceptedCase(baseURL!, 'Claim', ACCOUNTS.arbitrator, ['Issuance of Notice', 'First Hearing', 'Second Hearing']);
  const arbitrator = await loggedIn(browser, ACCOUNTS.arbitrator);
  const view = new NeutralCaseViewPage(arbitrator);
  await view.open(filed.name);

  const mover = arbitrator.getByLabel('Move case to stage');
  // A hearing stage stands for its hearing: not offered before it is scheduled.
  await expect(mover.locator('option', { hasText: 'Third Hearing' })).toHaveCount(0);
  await expect(arbitrator.getByText('The third hearing must be scheduled before the claim moves to Third Hearing')).toBeVisible();
  await expect(mover.locator('option', { hasText: /^Award$/ })).toHaveCount(0);
  await expect(arbitrator.getByText('An award must be saved before the case moves to Award')).toBeVisible();

  const api = await ApiSession.login(baseURL!, ACCOUNTS.arbitrator);
  await api.post('/api/resource/Award', { claim: filed.name, award_amount: 125000, award_date: inDays(0) });
  await api.dispose();

  await arbitrator.reload();
  await expect(mover.locator('option', { hasText: /^Award$/ })).toHaveCount(1);
  await view.moveStage('Award');
  await expect(arbitrator.getByText(/The award must be dispatched to every party: not yet to/)).toBeVisible();
  await arbitrator.context().close();
});
