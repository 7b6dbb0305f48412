import { expect, test } from '../../support/test';
import { ACCOUNTS } from '../../support/accounts';
import { acceptedCase } from '../neutral/case-api';
import { loggedIn } from '../neutral/support';

// SPEC §2 "Add/View Document dialog": the parties add documents to their case while it runs; the
// claimant's own case view has the same Add Document as the arbitrator's.
test('the claimant adds a document with its file to its running case and views it', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const filed = await acceptedCase(baseURL!, 'Claim', ACCOUNTS.arbitrator, ['Issuance of Notice', 'Awaiting Reply']);
  const page = await loggedIn(browser, ACCOUNTS.claimant);
  await page.goto(`/#/arbitrationview/${filed.name}`);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('button', { name: 'Add Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Document' });
  await dialog.getByLabel(/Document Type/).selectOption('Rejoinder');
  await dialog.getByLabel(/Document Class/).fill('Pleading');
  await dialog.getByLabel('Description').fill('Rejoinder to the reply');
  await dialog.getByRole('button', { name: 'Add files' }).click();
  const picker = page.getByRole('dialog', { name: /Attach/ });
  await picker.getByLabel('Choose files').setInputFiles({ name: 'rejoinder.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await picker.getByRole('button', { name: 'Attach', exact: true }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Document added successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Rejoinder' });
  await row.getByRole('button', { name: /^View/ }).click();
  await expect(page.getByRole('dialog', { name: 'View Document' }).getByText('rejoinder.pdf')).toBeVisible();
});
