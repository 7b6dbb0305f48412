import { expect, test } from '../../support/test';
import { HearingFormSection } from '../../pages/neutral/HearingFormSection';
import { ACCOUNTS } from '../../support/accounts';
import { acceptedCase, inDays } from './case-api';
import { loggedIn } from './support';

test('the arbitrator schedules the second hearing with a new link and a Section 17 interim hearing', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const filed = await acceptedCase(baseURL!, 'Claim', ACCOUNTS.arbitrator, ['Issuance of Notice', 'First Hearing'], {
    case_management_type: 'Type Two',
  });
  const page = await loggedIn(browser, ACCOUNTS.arbitrator);
  await page.goto(`/#/hearing/${filed.name}`);
  await page.getByRole('tab', { name: 'Schedule a hearing' }).click();

  // Second hearing: the Arbitrator may change the case's link.
  const form = page.getByRole('form', { name: 'Hearing form' });
  await form.getByLabel(/^Hearing Type/).selectOption('Second Hearing');
  const second = new HearingFormSection(page, 'Second Hearing');
  const link = second.form.getByLabel(/^Video Conference Link/);
  await expect(link).toHaveValue('https://meet.example.in/hearing-room');
  await expect(link).not.toHaveAttribute('readonly');
  await link.fill('https://meet.example.in/second-hearing');
  await second.form.getByLabel(/^Hearing Date/).fill(inDays(9));
  await second.form.getByLabel(/^Hearing Time/).fill('15:20');
  await second.form.getByRole('button', { name: 'Attach files' }).click();
  const picker = page.getByRole('dialog', { name: 'Attach hearing files' });
  await picker.getByLabel('Choose files').setInputFiles({
    name: 'notice-second-hearing.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await picker.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(second.form.getByText(/To upload on save: notice-second-hearing\.pdf/)).toBeVisible();
  await second.save();
  await expect(page.getByRole('tab', { name: /Second Hearing/ })).toBeVisible();
  // The saved hearing shows its file as a download, and nothing is left waiting to upload.
  await page.getByRole('tab', { name: /Second Hearing/ }).click();
  await expect(second.form.getByRole('link', { name: /notice-second-hearing\.pdf/ })).toBeVisible();
  await expect(second.form.getByText(/To upload on save/)).toHaveCount(0);
  await expect(page.locator('header').getByText('Second Hearing', { exact: true })).toBeVisible();

  // Interim (Section 17) hearing: the link is the case's and is not the arbitrator's to change here;
  // an interim hearing leaves the stage alone.
  await page.getByRole('tab', { name: 'Schedule a hearing' }).click();
  await form.getByLabel(/^Hearing Type/).selectOption('Interim Hearing');
  const interim = new HearingFormSection(page, 'Interim Hearing');
  await expect(interim.form.getByLabel(/^Video Conference Link/)).toHaveAttribute('readonly');
  await interim.form.getByLabel(/^Hearing Date/).fill(inDays(5));
  await interim.form.getByLabel(/^Hearing Time/).fill('09:00');
  await interim.save();
  await expect(page.getByRole('tab', { name: /Interim Hearing/ })).toBeVisible();
  await expect(page.locator('header').getByText('Second Hearing', { exact: true })).toBeVisible();
  await page.context().close();
});
