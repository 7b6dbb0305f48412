import { expect, test, type Page } from '../../support/test';
import { NeutralCaseViewPage } from '../../pages/neutral/NeutralCaseViewPage';
import { ACCOUNTS } from '../../support/accounts';
import { acceptedCase } from './case-api';
import { loggedIn } from './support';

const PDF = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});

async function attach(page: Page, fileName: string) {
  const picker = page.getByRole('dialog', { name: /Attach/ });
  await picker.getByLabel('Choose files').setInputFiles(PDF(fileName));
  await expect(picker.getByText(fileName)).toBeVisible();
  await picker.getByRole('button', { name: 'Attach', exact: true }).click();
}

test('the arbitrator files a document, records a reply with a file and deletes that file', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const filed = await acceptedCase(baseURL!, 'Claim', ACCOUNTS.arbitrator, ['Issuance of Notice', 'Awaiting Reply']);
  const page = await loggedIn(browser, ACCOUNTS.arbitrator);

  // Documents: Claim Filing is never offered; a new document with its file.
  await page.goto(`/#/document/${filed.name}`);
  await page.getByRole('button', { name: 'Add Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Document' });
  await expect(dialog.getByLabel(/Document Type/).locator('option', { hasText: 'Statement of Defence' })).toHaveCount(1);
  await expect(dialog.getByLabel(/Document Type/).locator('option', { hasText: 'Claim Filing' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Document Type is required')).toHaveCount(2);
  await dialog.getByLabel(/Document Type/).selectOption('Procedural Order');
  await dialog.getByLabel(/Document Class/).fill('Order');
  await dialog.getByLabel('Description').fill('Directions for the reply');
  await dialog.getByRole('button', { name: 'Add files' }).click();
  await attach(page, 'order-1.pdf');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Document added successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Procedural Order' });
  await row.getByRole('button', { name: /^View/ }).click();
  await expect(page.getByRole('dialog', { name: 'View Document' }).getByText('order-1.pdf')).toBeVisible();
  await page.getByRole('dialog', { name: 'View Document' }).getByRole('button', { name: 'Close', exact: true }).last().click();

  // Respondent Reply step: the neutral records a reply received with a file, then deletes the file.
  const view = new NeutralCaseViewPage(page);
  await view.open(filed.name);
  await view.showStep('Respondent Reply');
  const form = page.getByRole('form', { name: 'Record a Respondent Reply' });
  await form.getByLabel(/Document Title/).fill('Reply received by post');
  await form.getByLabel(/Document Date/).fill('2026-11-20');
  await form.getByRole('button', { name: 'Attach files' }).click();
  await attach(page, 'reply-1.pdf');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Respondent reply added/updated successfully')).toBeVisible();
  const reply = page.getByRole('article', { name: 'Reply received by post' });
  await expect(reply.getByText('reply-1.pdf')).toBeVisible();
  await reply.getByRole('button', { name: 'Delete reply-1.pdf' }).click();
  await page.getByRole('dialog', { name: 'Delete attachment' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(reply.getByText('reply-1.pdf')).toHaveCount(0);

  // Additional pleadings stay read-only while the case awaits the reply.
  await view.showStep('Additional pleadings');
  await expect(page.getByText(/cannot be changed while the case is in Awaiting Reply/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Record an Additional Pleading' })).toHaveCount(0);
  // Once the case moves on to Additional Pleading, the neutral may record one.
  await view.moveStage('Additional Pleading');
  await view.showStep('Additional pleadings');
  await expect(page.getByRole('form', { name: 'Record an Additional Pleading' })).toBeVisible();
  await page.context().close();
});
