import { expect, test } from '../../support/test';
import { RespondentCasePage } from '../../pages/respondent/RespondentCasePage';
import { RespondentLoginPage, type RespondentDeployment } from '../../pages/respondent/RespondentLoginPage';
import { ACCOUNTS } from '../../support/accounts';
import { ApiSession, claimAwaitingReply, demoClaimAwaitingReply, latestCode } from './case-api';

// A tiny PDF: the server checks uploads by their content.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

for (const deployment of ['portal', 'shell'] as RespondentDeployment[]) {
  test.describe(`respondent in the ${deployment === 'portal' ? 'standalone portal' : 'shell'}`, () => {
    // The standalone portal opens the seeded demo case (its only journey: nothing else contests it);
    // the shell a newly filed one.
    const onDemoCase = deployment === 'portal';
    test(`logs in to ${onDemoCase ? 'the demo case' : 'a new case'} with the SMS code, reads the case, replies and contests it; other cases stay closed`, async ({ page, baseURL }) => {
      const filed = onDemoCase ? await demoClaimAwaitingReply(baseURL!) : await claimAwaitingReply(baseURL!, 'S');
      // The title rule: the borrower's name (its company for an Enterprise), '& Anr.' for two respondents.
      const title = onDemoCase ? 'Udaygiri Finance Ltd vs Patil Agro Traders & Anr.' : 'Udaygiri Finance Ltd vs Anil';
      // A name from the respondents table: the demo case's guarantor, the new case's only respondent.
      const respondentShown = onDemoCase ? 'Sunil Dattatray Patil' : filed.respondentName.split(' ')[1];
      const login = new RespondentLoginPage(page, deployment);
      await login.open(filed.name);
      await expect(login.caseNumber()).toHaveValue(filed.name);
      // The e2e server runs with demo data and no HELP_PHONE: the marked demo number, never an invented one.
      await expect(page.getByRole('link', { name: '+91 00000 00000 (demo number)' })).toHaveAttribute('href', 'tel:+910000000000');
      await login.requestCode({ mobile: filed.mobile });
      await login.enterCode(await latestCode(baseURL!, filed.mobile));
      await login.verify();
      await expect(page.getByText('Code verified')).toBeVisible();

      const casePage = new RespondentCasePage(page);
      await casePage.expectCase(filed.name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('Awaiting Reply').first()).toBeVisible();
      await expect(page.getByText(respondentShown).first()).toBeVisible();

      await casePage.openSection('Respondent Reply');
      await expect(page.getByRole('button', { name: 'Add Document' })).toBeDisabled();
      await page.getByLabel(/^Document Title/).fill('Reply to the statement of claim');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Respondent reply added successfully')).toBeVisible();
      await page.getByRole('button', { name: 'Add Document' }).click();
      await page.getByLabel('Choose files').setInputFiles({ name: 'reply.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('button', { name: 'Attach', exact: true }).click();
      await expect(page.getByText('Case is now Contested')).toBeVisible();
      await expect(page.getByRole('link', { name: /Download reply.*\.pdf/ })).toBeVisible();

      const admin = await ApiSession.login(baseURL!, ACCOUNTS.admin);
      const other = await claimAwaitingReply(baseURL!, 'X');
      try {
        expect((await admin.get<{ respondent_status: string }>('Claim', filed.name)).respondent_status).toBe('Active');

        // The session opens this one case: another case and its records are out of reach.
        const otherCase = await page.request.get(`/api/resource/Claim/${other.name}`);
        expect([403, 404]).toContain(otherCase.status());
        const otherHearings = await page.request.get('/api/resource/Hearing', {
          params: { filters: JSON.stringify([['claim', '=', other.name]]) },
        });
        if (otherHearings.ok()) expect(((await otherHearings.json()) as { data: unknown[] }).data).toEqual([]);
        else expect([403, 404]).toContain(otherHearings.status());
        const otherReply = await page.request.post('/api/resource/Respondent Reply', {
          data: { claim: other.name, document_title: 'Not mine' },
        });
        expect(otherReply.ok()).toBe(false);
      } finally {
        await admin.dispose();
      }

      await casePage.logout();
      await expect(page).toHaveURL(deployment === 'portal' ? /#\/Respondentlogin/ : /#\/landingpage/);
      expect(await page.evaluate(() => localStorage.getItem('odr.session'))).not.toContain(filed.name);
      const afterLogout = await page.request.get(`/api/resource/Claim/${filed.name}`);
      expect([401, 403, 404]).toContain(afterLogout.status());
    });

    test('a wrong code shows Invalid OTP and opens nothing', async ({ page, baseURL }) => {
      const filed = await claimAwaitingReply(baseURL!, deployment === 'portal' ? 'PW' : 'SW');
      const login = new RespondentLoginPage(page, deployment);
      await login.open(filed.name);
      await login.requestCode({ mobile: filed.mobile });
      const code = await latestCode(baseURL!, filed.mobile);
      await login.enterCode(code === '000000' ? '111111' : '000000');
      await login.verify();
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP' })).toBeVisible();
      await expect(page).toHaveURL(/#\/Respondentlogin/);
      const probe = await page.request.get(`/api/resource/Claim/${filed.name}`);
      expect([401, 403, 404]).toContain(probe.status());
    });
  });
}

test('an unknown case number shows Invalid credentials', async ({ page }) => {
  const login = new RespondentLoginPage(page, 'portal');
  await login.open();
  await login.caseNumber().fill('ARB-99999');
  await page.getByLabel(/^Mobile Number/).fill('9000000000');
  await page.getByRole('combobox', { name: /^Role/ }).selectOption('Borrower');
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).not.toBeVisible();
});
