import { expect, test } from '@playwright/test';
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
  await expect(page.getByLabel('Move case to stage')).toHaveCount(0);

  // The neutral's lists do not offer the claimant Accept or Assign either.
  await page.goto('/#/hearinglist');
  await expect(page.getByRole('row').filter({ hasText: filed.name })).toBeVisible();
  await page.context().close();
});
