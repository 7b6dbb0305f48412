import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '../../support/test';
import { NeutralCaseListPage } from '../../pages/neutral/NeutralCaseListPage';
import { NeutralCaseViewPage } from '../../pages/neutral/NeutralCaseViewPage';
import { ACCOUNTS } from '../../support/accounts';
import { acceptedCase, ApiSession, fileCase, uniqueTag } from './case-api';
import { loggedIn } from './support';
import { screenshotWholePage } from '../../support/screenshots';

/*
 * The neutral's main screens at laptop and tablet width: nothing scrolls sideways, and each is
 * photographed (into NEUTRAL_DOCS_DIR when set, e.g. mfe-neutral/docs, else the test's output).
 */
const LAPTOP = { width: 1366, height: 900 };
const TABLET = { width: 768, height: 1024 };

function shotPath(testInfo: TestInfo, name: string): string {
  const dir = process.env.NEUTRAL_DOCS_DIR ? path.resolve(process.env.NEUTRAL_DOCS_DIR) : testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/** Photographs show the screen, not the login toast. */
async function toastsGone(page: Page) {
  await expect(page.getByText('Login successfully')).toHaveCount(0, { timeout: 8_000 });
}

/** A dialog is photographed once its opening transition has finished. */
async function dialogSettled(page: Page) {
  await expect(page.locator('.mantine-Modal-content')).toHaveCSS('opacity', '1');
  await expect(page.locator('.mantine-Modal-overlay')).toHaveCSS('opacity', '1');
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [size, viewport] of [
  ['laptop', LAPTOP],
  ['tablet', TABLET],
] as const) {
  test(`the arbitrator's dashboard, stepper and hearing form fit a ${size}`, async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const typeOne = await acceptedCase(baseURL!, 'Claim', ACCOUNTS.arbitrator, ['Issuance of Notice', 'Awaiting Reply']);
    const page = await loggedIn(browser, ACCOUNTS.arbitrator, viewport);

    await page.goto('/#/dashboard');
    await expect(page.getByRole('heading', { name: 'Upcoming hearings (next 20 days)' })).toBeVisible();
    await expect(page.getByText('Total cases')).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    await toastsGone(page);
    await expectNoSidewaysScroll(page);
    await screenshotWholePage(page, shotPath(testInfo, `dashboard-${size}`));

    const view = new NeutralCaseViewPage(page);
    await view.open(typeOne.name);
    await view.expectCurrentStep(1, 11);
    await expect(view.stepTitle()).toHaveText('Respondent Reply');
    await expectNoSidewaysScroll(page);
    await screenshotWholePage(page, shotPath(testInfo, `stepper-type-one-${size}`));

    await page.goto(`/#/hearing/${typeOne.name}`);
    await expect(page.getByRole('form', { name: 'First Hearing form' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshotWholePage(page, shotPath(testInfo, `hearing-form-${size}`));
    await page.context().close();
  });
}

test('the stepper of the other arbitration types and of a mediation', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const typeTwo = await acceptedCase(baseURL!, 'Claim', ACCOUNTS.arbitrator, ['Issuance of Notice', 'First Hearing'], {
    case_management_type: 'Type Two',
  });
  const mediation = await acceptedCase(baseURL!, 'Dispute', ACCOUNTS.mediator, ['Issuance of Notice', 'Awaiting Reply', 'Hearing']);

  const arbitrator = await loggedIn(browser, ACCOUNTS.arbitrator, LAPTOP);
  const arbitratorView = new NeutralCaseViewPage(arbitrator);
  await arbitratorView.open(typeTwo.name);
  await arbitratorView.expectCurrentStep(1, 8);
  await toastsGone(arbitrator);
  await expect(arbitratorView.stepTitle()).toHaveText('First hearing and Section 17 Application');
  await screenshotWholePage(arbitrator, shotPath(testInfo, 'stepper-other-types-laptop'));
  await arbitrator.context().close();

  const mediator = await loggedIn(browser, ACCOUNTS.mediator, LAPTOP);
  await mediator.goto('/#/mediatordashboard');
  await expect(mediator.getByText('Total disputes')).toBeVisible();
  await toastsGone(mediator);
  await screenshotWholePage(mediator, shotPath(testInfo, 'mediator-dashboard-laptop'));
  const mediatorView = new NeutralCaseViewPage(mediator);
  await mediatorView.open(mediation.name);
  await mediatorView.expectCurrentStep(3, 7);
  await expect(mediatorView.stepTitle()).toHaveText('Hearings');
  await screenshotWholePage(mediator, shotPath(testInfo, 'stepper-mediation-laptop'));
  await mediator.context().close();
});

test('on a 360 px phone the neutral’s screens do not scroll sideways', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const typeOne = await acceptedCase(baseURL!, 'Claim', ACCOUNTS.arbitrator, ['Issuance of Notice', 'First Hearing']);
  const page = await loggedIn(browser, ACCOUNTS.arbitrator, { width: 360, height: 780 });
  for (const [path, ready] of [
    ['/#/dashboard', page.getByText('Total cases')],
    ['/#/arbitration', page.getByRole('tab', { name: 'Draft' })],
    ['/#/hearinglist', page.getByRole('heading', { name: 'Hearings' })],
    [`/#/arbitrationview/${typeOne.name}`, page.getByTestId('case-stepper')],
    [`/#/hearing/${typeOne.name}`, page.getByRole('form', { name: 'First Hearing form' })],
    [`/#/document/${typeOne.name}`, page.getByRole('button', { name: 'Add Document' })],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  await toastsGone(page);
  await page.goto(`/#/arbitrationview/${typeOne.name}`);
  await expect(page.getByTestId('case-stepper')).toBeVisible();
  await screenshotWholePage(page, shotPath(testInfo, 'stepper-type-one-phone'));
  await page.context().close();
});

test('the case manager’s assign dialog and the neutral’s accept dialog', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const claimant = await ApiSession.login(baseURL!, ACCOUNTS.claimant);
  const filed = await fileCase(claimant, 'Claim', uniqueTag('neutral-dialogs'));
  await claimant.dispose();

  const admin = await loggedIn(browser, ACCOUNTS.admin, LAPTOP);
  const adminList = new NeutralCaseListPage(admin);
  await adminList.open('arbitration', 'draft');
  await toastsGone(admin);
  await adminList.row(filed.name).getByRole('button', { name: `Assign ${filed.name}` }).click();
  await expect(admin.getByRole('dialog').getByLabel(/Approved Arbitrator/).locator('option', { hasText: ACCOUNTS.arbitrator })).toHaveCount(1);
  await dialogSettled(admin);
  await admin.screenshot({ path: shotPath(testInfo, 'assign-dialog-laptop') });
  await admin.context().close();

  const adminApi = await ApiSession.login(baseURL!, ACCOUNTS.admin);
  await adminApi.method('assign_neutral', { docname: filed.name, neutral: ACCOUNTS.arbitrator });
  await adminApi.dispose();
  const arbitrator = await loggedIn(browser, ACCOUNTS.arbitrator, TABLET);
  const list = new NeutralCaseListPage(arbitrator);
  await list.open('arbitration', 'draft');
  await toastsGone(arbitrator);
  await list.openAccept(filed.name);
  await dialogSettled(arbitrator);
  await arbitrator.screenshot({ path: shotPath(testInfo, 'accept-dialog-tablet') });
  await arbitrator.context().close();
});
