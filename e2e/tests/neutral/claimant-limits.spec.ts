import { expect, test } from '../../support/test';
import { ACCOUNTS } from '../../support/accounts';
import { ApiSession, fileCase, inDays, uniqueTag } from './case-api';
import { loggedIn } from './support';

test('a claimant sees the hearings of their case but none of the neutral’s edit controls', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const claimant = await ApiSession.login(baseURL!, ACCOUNTS.claimant);
  const filed = await fileCase(claimant, 'Claim', uniqueTag('neutral-limits'));
  await claimant.dispose();
  const admin = await ApiSession.login(baseURL!, ACCOUNTS.admin);
  await admin.method('assign_neutral', { docname: filed.name, neutral: ACCOUNTS.arbitrator });
  await admin.dispose();
  const arbitrator = await ApiSession.login(baseURL!, ACCOUNTS.arbitrator);
  await arbitrator.method('update_claim_fields', {
    docname: filed.name,
    mode_of_hearing: 'Online',
    vc_link: 'https://meet.example.in/limits',
    hearing_date: inDays(2),
    hearing_time: '12:00:00',
  });
  await arbitrator.dispose();

  const page = await loggedIn(browser, ACCOUNTS.claimant);
  await page.goto(`/#/hearing/${filed.name}`);
  await expect(page.getByRole('tab', { name: /First Hearing/ })).toBeVisible();
  await expect(page.getByText('https://meet.example.in/limits').or(page.getByRole('link', { name: /Join video conference/ })).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Save|Update) Hearing$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Attendee' })).toHaveCount(0);
  await expect(page.getByLabel('Minutes of Meeting')).toHaveCount(0);

  // The case view is the claimant's own: no stage mover, no recording of replies, no hearing form.
  await page.goto(`/#/arbitrationview/${filed.name}`);
  await expect(page.getByText(filed.name).first()).toBeVisible();
  await expect(page.getByText(filed.borrower).first()).toBeVisible();
  await expect(page.getByLabel('Move case to stage')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Move stage' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Record a Respondent Reply' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Save|Update) Hearing$/ })).toHaveCount(0);

  // The lists show the case, with none of the neutral's or the case manager's actions.
  await page.goto('/#/arbitration');
  const row = page.getByRole('row').filter({ hasText: filed.name }).or(page.getByRole('article').filter({ hasText: filed.name }));
  await expect(row.first()).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^(Accept|Assign|Reassign) ${filed.name}$`) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Accept|Assign|Reassign)$/ })).toHaveCount(0);
  await page.goto('/#/hearinglist');
  await expect(page.getByRole('row').filter({ hasText: filed.name })).toBeVisible();
  await page.context().close();
});
