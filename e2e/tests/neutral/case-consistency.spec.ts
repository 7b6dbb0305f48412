import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '../../support/test';
import { CaseConsistencyPage, correctStage } from '../../pages/neutral/CaseConsistencyPage';
import { NeutralCaseViewPage } from '../../pages/neutral/NeutralCaseViewPage';
import { ShellPage } from '../../pages/ShellPage';
import { ACCOUNTS } from '../../support/accounts';
import { expectNoSeriousViolations } from '../../support/axe';
import { screenshotWholePage } from '../../support/screenshots';
import { ApiSession, fileCase, uniqueTag } from './case-api';
import { loggedIn } from './support';

/*
 * The case manager's consistency check (issue #20): cases whose stage their records do not bear
 * out are listed, and each is corrected with a reason that lands in the case history. The demo's
 * cases are consistent, so the test files two that are not, as an import would: the case manager
 * may file a case at any stage (a correction, by contrast, must still name a stage the records hold).
 * Photographs go to NEUTRAL_DOCS_DIR when set (e.g. mfe-neutral/docs), else the test's output.
 */
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 360, height: 800 };

function shotPath(testInfo: TestInfo, name: string): string {
  const dir = process.env.NEUTRAL_DOCS_DIR ? path.resolve(process.env.NEUTRAL_DOCS_DIR) : testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

async function settled(page: Page) {
  await expect(page.getByText('Login successfully')).toHaveCount(0, { timeout: 8_000 });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A case filed by the case manager straight at `stage`, without the records that stage stands for. */
async function inconsistentCase(baseURL: string, kind: 'Claim' | 'Dispute', stage: string) {
  const admin = await ApiSession.login(baseURL, ACCOUNTS.admin);
  const neutral = kind === 'Claim' ? { arbitrator: ACCOUNTS.arbitrator } : { mediator_email_id: ACCOUNTS.mediator };
  const filed = await fileCase(admin, kind, uniqueTag(`consistency-${kind.toLowerCase()}`), { stage, user_email_id: ACCOUNTS.claimant, ...neutral });
  await admin.dispose();
  return filed;
}

test('the case manager finds inconsistent cases, corrects their stage with a reason, and the history keeps it', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const dispute = await inconsistentCase(baseURL!, 'Dispute', 'Completed');
  const claim = await inconsistentCase(baseURL!, 'Claim', 'Award');

  const page = await loggedIn(browser, ACCOUNTS.admin, LAPTOP);
  await new ShellPage(page).openMenu('Case Consistency');
  const screen = new CaseConsistencyPage(page);
  await screen.expectLoaded();
  await expect(page).toHaveURL(/#\/caseconsistency$/);

  const disputeRow = screen.row(dispute.name);
  await expect(disputeRow).toContainText('Mediation');
  await expect(disputeRow).toContainText('Completed');
  await expect(disputeRow).toContainText('A dispute is Completed once its settlement is registered, its non-settlement recorded or its award dispatched');
  await expect(screen.row(claim.name)).toContainText('An award must be saved before the case moves to Award');
  await expect(page.getByText(/^Checked \d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M \(India time\)$/)).toBeVisible();
  await expectNoSeriousViolations(page, 'case consistency (laptop)');
  await settled(page);
  await screenshotWholePage(page, shotPath(testInfo, 'case-consistency-laptop'));

  // The dialog asks for both fields, then shows the server's refusal of a stage the records lack.
  const dialog = await screen.openCorrection(dispute.name);
  await expect(dialog.getByText('What the records do not bear out')).toBeVisible();
  await dialog.getByRole('button', { name: 'Correct stage', exact: true }).click();
  await expect(dialog.getByText('Choose the stage the case should be at')).toBeVisible();
  await expect(dialog.getByText('Give the reason for the correction; it is kept in the case history')).toBeVisible();
  await correctStage(dialog, 'Registration', 'Registered offline');
  await expect(dialog.getByRole('alert')).toContainText('Only a settled dispute can be registered: record the settlement first');
  await expectNoSeriousViolations(page, 'correct stage dialog (laptop)');
  await screenshotWholePage(page, shotPath(testInfo, 'correct-stage-dialog-laptop'));

  // A hearing stage needs its hearing recorded, which this import lacks: the reply window it is.
  const reason = 'Completed by mistake in the import';
  await correctStage(dialog, 'Awaiting Reply', reason);
  await expect(page.getByText(`${dispute.name} corrected to Awaiting Reply`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(screen.row(dispute.name)).toHaveCount(0);
  await expect(screen.row(claim.name)).toHaveCount(1);

  // The case links to its view; its history records the move and the reason, by the case manager.
  await page.goto(`/#/mediationview/${dispute.name}`);
  const view = new NeutralCaseViewPage(page);
  await expect(page.locator('[data-stage="Awaiting Reply"]').first()).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'Case history' });
  await expect(history).toContainText('Stage changed from Completed to Awaiting Reply.');
  await expect(history).toContainText(`Stage Correction Reason set to ${reason} (Completed → Awaiting Reply).`);
  await expect(history.getByRole('listitem').filter({ hasText: reason })).toContainText(ACCOUNTS.admin);

  // The same correction from the case view's header.
  await view.open(claim.name);
  await page.getByRole('button', { name: 'Correct stage', exact: true }).click();
  const fromView = page.getByRole('dialog', { name: `Correct the stage of ${claim.name}` });
  await correctStage(fromView, 'Awaiting Reply', 'Award stage set before any award was saved');
  await expect(page.getByText(`${claim.name} corrected to Awaiting Reply`)).toBeVisible();
  await expect(page.locator('header [data-stage="Awaiting Reply"]')).toBeVisible();
  await page.context().close();
});

test('the consistency list fits a 360 px phone as cards, and is driven by the keyboard', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const claim = await inconsistentCase(baseURL!, 'Claim', 'Award Dispatched');
  const page = await loggedIn(browser, ACCOUNTS.admin, PHONE);
  const screen = new CaseConsistencyPage(page);
  await screen.open();
  const cards = page.getByRole('list', { name: /whose stage contradicts their records/ });
  const card = cards.getByRole('listitem').filter({ has: page.getByRole('link', { name: claim.name, exact: true }) });
  await expect(card).toContainText('An award must be saved before it can be dispatched');
  // Below the fold is fine; off to the side, as in a scrolled table, is not.
  const button = card.getByRole('button', { name: `Correct stage of ${claim.name}` });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'case consistency (phone)');
  await settled(page);
  await screenshotWholePage(page, shotPath(testInfo, 'case-consistency-phone'));

  // Keyboard only: the card's button opens the dialog, which takes focus; Escape closes it; the
  // correction is then made without the mouse.
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Correct the stage of ${claim.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Correct stage to/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel(/Correct stage to/)).toBeFocused();
  await dialog.getByLabel(/Correct stage to/).selectOption('Awaiting Reply');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(/Reason for the correction/)).toBeFocused();
  await page.keyboard.type('Dispatched stage set before any award was saved');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Correct stage', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${claim.name} corrected to Awaiting Reply`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.context().close();
});
