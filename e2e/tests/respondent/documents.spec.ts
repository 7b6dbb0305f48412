import { expect, test } from '../../support/test';
import { RespondentCasePage } from '../../pages/respondent/RespondentCasePage';
import { RespondentLoginPage } from '../../pages/respondent/RespondentLoginPage';
import { claimAwaitingReply, latestCode, recordConsentAndDisclosure } from './case-api';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('a respondent files a document with its file and finds it in the list', async ({ page, baseURL }) => {
  const filed = await claimAwaitingReply(baseURL!, 'DOC');
  await new RespondentLoginPage(page, 'portal').loginAs(filed.name, filed.mobile, () => latestCode(baseURL!, filed.mobile));
  const casePage = new RespondentCasePage(page);
  await casePage.openSection('Documents');
  await page.getByRole('button', { name: 'Add Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Document' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Document Type is required')).toHaveCount(2);

  await dialog.getByRole('combobox', { name: /^Document Type/ }).selectOption({ index: 1 });
  const type = await dialog.getByRole('combobox', { name: /^Document Type/ }).inputValue();
  expect(type).not.toBe('Claim Filing');
  await dialog.getByLabel(/^Document Class/).fill('Respondent evidence');
  await dialog.getByLabel(/^Description/).fill('Repayment receipts for 2024');
  await dialog.getByRole('button', { name: 'Add files' }).click();
  await page.getByLabel('Choose files').setInputFiles({ name: 'receipts.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(dialog.getByText('receipts.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Document added successfully')).toBeVisible();

  await expect(page.getByText('Repayment receipts for 2024')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^View ${type}`) }).click();
  const view = page.getByRole('dialog');
  await expect(view.getByRole('link', { name: /Download receipts.*\.pdf/ })).toBeVisible();
});

test('at Issuance of Notice the respondent confirms the statement of claim and the case moves on', async ({ page, baseURL }) => {
  const filed = await claimAwaitingReply(baseURL!, 'SOC', ['Issuance of Notice']);
  await recordConsentAndDisclosure(baseURL!, filed.name);
  await new RespondentLoginPage(page, 'portal').loginAs(filed.name, filed.mobile, () => latestCode(baseURL!, filed.mobile));
  const casePage = new RespondentCasePage(page);
  await casePage.openSection('Respondent Reply');
  await expect(page.getByLabel(/^Document Title/)).toBeDisabled();
  await casePage.openSection('Attachments');
  await page.getByRole('button', { name: 'I have read it, continue' }).click();
  await expect(page.getByText('Recorded that you have read the statement of claim')).toBeVisible();
  await expect(page.getByText('Consent And Disclosure Dispatch').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'I have read it, continue' })).not.toBeVisible();
});
