import { expect, test } from '../../support/test';
import { LoginPage } from '../../pages/LoginPage';
import { CaseListPage } from '../../pages/filing/CaseListPage';
import { SubmitCasePage } from '../../pages/filing/SubmitCasePage';
import { ACCOUNTS } from '../../support/accounts';
import { uniqueStamp, uniqueMobile } from './support';

test('a claimant files an arbitration case with two respondents and a file, then finds it among the drafts', async ({ page }) => {
  // A whole filing journey: five steps, an upload and the list; longer than the default on a busy machine.
  test.setTimeout(90_000);
  const stamp = uniqueStamp();
  const borrower = `Borrower${stamp}`;
  const guarantor = `Guarantor${stamp}`;
  const wizard = new SubmitCasePage(page);

  await new LoginPage(page).loginAs(ACCOUNTS.claimant);
  await page.getByRole('link', { name: 'Register a Case' }).click();
  await wizard.expectHeading('Register a Case for Arbitration');

  // A Claimant's own details are filled in and locked; the taluk is still theirs to give.
  await expect(wizard.field('Company Name')).toHaveValue('Udaygiri Finance Ltd');
  await expect(wizard.field('Company Name')).toHaveAttribute('readonly', '');
  await expect(wizard.step('Respondents Details')).toBeDisabled();
  await wizard.field('Taluk').fill('Haveli');
  await wizard.saveAndContinue();

  await expect(wizard.step('Case Details')).toBeDisabled();
  await expect(page.getByLabel('Same Address as Borrower')).toHaveCount(0);
  await wizard.fillRespondent({
    type: 'Individual',
    contactType: 'Borrower',
    firstName: borrower,
    fathersName: 'Ramesh',
    mobile: uniqueMobile(),
    address: { state: 'Maharashtra', district: 'Pune', taluk: 'Haveli', pinCode: '411001', street: 'MG Road', city: 'Pune' },
  });
  await wizard.addMoreRespondent();
  await expect(page.getByRole('button', { name: `Edit ${borrower}` })).toBeVisible();

  await wizard.fillRespondent(
    { type: 'Individual', contactType: 'Guarantor', firstName: guarantor, fathersName: 'Suresh', mobile: uniqueMobile() },
    { sameAddressAsBorrower: true },
  );
  // The borrower's address is copied, the names stay as typed.
  await expect(wizard.field('Street/Village')).toHaveValue('MG Road');
  await expect(wizard.field('Pincode')).toHaveValue('411001');
  await expect(wizard.field('First Name')).toHaveValue(guarantor);
  await wizard.saveAndContinue();

  await wizard.field('Agreement Number').fill(`UFL/E2E/${stamp}`);
  await wizard.field('Disputed Value').fill('250000');
  await wizard.field('Venue').fill('Pune');
  await wizard.attachFile('SOC', `soc-${stamp}.pdf`);
  // The attached file is kept with the draft: a reload does not lose it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Case Details' })).toBeVisible();
  await expect(page.getByText(`soc-${stamp}.pdf`)).toBeVisible();
  await wizard.saveAndContinue();
  await expect(page.getByRole('heading', { level: 2, name: 'Additional Details' })).toBeVisible();
  await wizard.saveAndContinue();

  await expect(page.getByRole('heading', { level: 2, name: 'Case Summary' })).toBeVisible();
  const respondents = page.getByRole('table', { name: 'Respondents' });
  await expect(respondents.getByRole('row').nth(1)).toContainText(borrower);
  await expect(respondents.getByRole('row').nth(2)).toContainText(guarantor);
  await expect(page.getByText(`UFL/E2E/${stamp}`)).toBeVisible();
  await wizard.submit();

  await expect(page.getByText('Claim added successfully')).toBeVisible();
  await expect(page).toHaveURL(/#\/arbitration\?tab=draft$/);
  const list = new CaseListPage(page);
  await expect(page.getByRole('tab', { name: 'Draft', exact: true })).toHaveAttribute('aria-selected', 'true');
  await list.search(guarantor);
  const row = page.getByRole('row').filter({ hasText: `Udaygiri Finance Ltd vs ${borrower} & Anr.` });
  await expect(row).toHaveCount(1);
  const caseName = (await row.getByRole('link').innerText()).trim();
  expect(caseName).toMatch(/^ARB-\d+$/);

  await row.click();
  await expect(page).toHaveURL(new RegExp(`#/arbitrationview/${caseName}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Udaygiri Finance Ltd vs ${borrower} & Anr.` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Case attachments' }).getByText('SOC')).toBeVisible();

  // Submitted, the draft's files are gone from the browser: a new filing starts without them.
  await page.goto('/#/dashboard');
  await page.getByRole('link', { name: 'Register a Case' }).click();
  await wizard.expectHeading('Register a Case for Arbitration');
  expect(await page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('odr-filing-drafts');
    open.onsuccess = () => {
      const all = open.result.transaction('files', 'readonly').objectStore('files').count();
      all.onsuccess = () => resolve(all.result);
    };
  }))).toBe(0);
});
