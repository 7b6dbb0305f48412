import { expect, test } from '../../support/test';
import { LoginPage } from '../../pages/LoginPage';
import { RespondentCasePage } from '../../pages/respondent/RespondentCasePage';
import { RespondentLoginPage, type RespondentDeployment } from '../../pages/respondent/RespondentLoginPage';
import { ACCOUNTS } from '../../support/accounts';
import { ApiSession, acceptedDispute, inDays, latestCode } from './case-api';

for (const deployment of ['portal', 'shell'] as RespondentDeployment[]) {
  test(`a mediation respondent asks for more time in the ${deployment === 'portal' ? 'standalone portal' : 'shell'} and the mediator sees the request`, async ({ page, baseURL }) => {
    // Two people's journeys in one test (the respondent's request, then the mediator's view).
    test.setTimeout(90_000);
    // Due in 15 days: inside the 20-day window in which the request may be made.
    const filed = await acceptedDispute(baseURL!, 15, deployment === 'portal' ? 'EXTP' : 'EXTS');
    await new RespondentLoginPage(page, deployment).loginAs(filed.name, filed.mobile, () => latestCode(baseURL!, filed.mobile));
    await new RespondentCasePage(page).expectCase(filed.name);

    const panel = page.getByRole('region', { name: 'Extension of Time' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Request Extension' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Extension' });
    await expect(dialog.getByLabel(/^Number of Days/)).toHaveValue('60');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Extension requested', { exact: true })).toBeVisible();
    await expect(panel.getByText('Requested for Extension')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Request Extension' })).not.toBeVisible();

    const mediator = await ApiSession.login(baseURL!, ACCOUNTS.mediator);
    try {
      const dispute = await mediator.get<Record<string, unknown>>('Dispute', filed.name);
      expect(dispute).toMatchObject({
        extension_status: 'Extension Request Sent',
        requested_by_respondent: 1,
        no_of_days_extended: 60,
        due_date: inDays(15),
      });
    } finally {
      await mediator.dispose();
    }

    // The mediator sees the waiting request on their own view of the dispute.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await new LoginPage(page).loginAs(ACCOUNTS.mediator);
    await expect(page).toHaveURL(/#\/mediatordashboard/);
    await expect(page.getByRole('heading', { name: 'Mediator dashboard' })).toBeVisible();
    await page.goto(`/#/mediationview/${filed.name}`);
    await expect(page).toHaveURL(new RegExp(`#/mediationview/${filed.name}`));
    await page.getByRole('tab', { name: 'Overview', exact: true }).click();
    const mediatorPanel = page.getByRole('region', { name: 'Extension of Time' });
    await expect(mediatorPanel.getByText('Extension Request Sent')).toBeVisible();
    await expect(mediatorPanel.getByText('Respondent', { exact: true })).toBeVisible();
  });
}

test('no extension button while the due date is more than 20 days away', async ({ page, baseURL }) => {
  const filed = await acceptedDispute(baseURL!, 40, 'EXF');
  await new RespondentLoginPage(page, 'portal').loginAs(filed.name, filed.mobile, () => latestCode(baseURL!, filed.mobile));
  await new RespondentCasePage(page).expectCase(filed.name);
  const panel = page.getByRole('region', { name: 'Extension of Time' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Request Extension' })).not.toBeVisible();
});
