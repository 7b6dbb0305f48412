import { expect, test } from '../../support/test';
import { ACCOUNTS } from '../../support/accounts';
import { screenshotWholePage } from '../../support/screenshots';
import { LoginPage } from '../../pages/LoginPage';
import { ApiSession } from '../respondent/case-api';

test('a lawyer asks for a copy of their data from the account menu, and the case manager answers it (DPDP Act 2023)', async ({ page, browser, baseURL }, testInfo) => {
  const login = new LoginPage(page);
  await login.loginAs(ACCOUNTS.lawyer);
  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('menuitem', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How we use your personal data' })).toBeVisible();
  await page.getByRole('radio', { name: 'A summary and copy of my data' }).check();
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByText(/^Request (DPR-\d{4}-[0-9A-F]{8}) sent\. The answer is due by \d{2}-\d{2}-\d{4}\.$/);
  await expect(sent).toBeVisible();
  const name = /DPR-\d{4}-[0-9A-F]{8}/.exec((await sent.textContent()) ?? '')![0];
  await screenshotWholePage(page, testInfo.outputPath('your-data-1366.png'));

  const manager = await browser.newPage();
  await new LoginPage(manager).loginAs(ACCOUNTS.admin);
  await manager.getByRole('button', { name: /Account/ }).click();
  await manager.getByRole('menuitem', { name: 'Data requests' }).click();
  const card = manager.getByRole('region', { name });
  await expect(card).toBeVisible();
  await card.getByLabel('What the person reads').fill('Your copy is under Your data, Download my data.');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(manager.getByText(`${name} answered.`)).toBeVisible();
  await screenshotWholePage(manager, testInfo.outputPath('data-requests-1366.png'));

  // Read back as the lawyer, through the API.
  const lawyer = await ApiSession.login(baseURL!, ACCOUNTS.lawyer);
  const reply = await lawyer.http.get('/api/method/arbitroute.api.react_api.my_data_requests');
  const mine = ((await reply.json()) as { message: { name: string; status: string; answer: string }[] }).message.find((request) => request.name === name);
  expect(mine).toMatchObject({ status: 'Completed', answer: 'Your copy is under Your data, Download my data.' });
  await lawyer.dispose();
  await manager.close();
});
