import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type TestInfo } from '../../support/test';
import { ACCOUNTS } from '../../support/accounts';
import { loggedIn } from './support';

/*
 * The legal clock as the arbitrator meets it on the demo data: the demo claim whose pleadings are
 * past due is red on the dashboard's statutory panel and on its case header. The panel and the
 * header are photographed (into NEUTRAL_DOCS_DIR when set, e.g. mfe-neutral/docs).
 */

const PAST_DUE_TITLE = 'Udaygiri Finance Ltd vs Patil Agro Traders & Anr.';
// The theme's red for a filled badge (readable white text on it).
const RED = 'rgb(224, 49, 49)';

function shotPath(testInfo: TestInfo, name: string): string {
  const dir = process.env.NEUTRAL_DOCS_DIR ? path.resolve(process.env.NEUTRAL_DOCS_DIR) : testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

test('the arbitrator sees a past-due statutory deadline in red on the dashboard and on the case header', async ({ browser }, testInfo) => {
  const page = await loggedIn(browser, ACCOUNTS.arbitrator, { width: 1366, height: 900 });
  await page.goto('/#/dashboard');

  const panel = page.getByRole('region', { name: 'Statutory deadlines in the next 30 days' });
  await expect(panel).toBeVisible();
  const row = panel.getByRole('row').filter({ hasText: PAST_DUE_TITLE });
  const deadline = row.getByLabel(/Pleadings to be completed \(s\.23\(4\)\) by \d{2}-\d{2}-\d{4}: Past due/);
  await expect(deadline).toBeVisible();
  await expect(deadline).toHaveAttribute('data-tone', 'past');
  await expect(deadline).toHaveCSS('background-color', RED);
  await expect(panel.getByText(/^Past due: [1-9]/)).toBeVisible();
  // The near one is amber, and both come soonest first.
  await expect(panel.locator('[data-tone="near"]').first()).toBeVisible();
  await expect(page.getByText('Login successfully')).toHaveCount(0, { timeout: 8_000 });
  await panel.screenshot({ path: shotPath(testInfo, 'statutory-deadlines-panel'), animations: 'disabled' });

  const caseNumber = (await row.getByRole('link').first().textContent())!.trim();
  await row.getByRole('link', { name: caseNumber }).click();
  await expect(page).toHaveURL(new RegExp(`arbitrationview/${caseNumber}`));
  const header = page.locator('header').filter({ hasText: caseNumber }).filter({ hasText: PAST_DUE_TITLE });
  const badge = header.getByLabel(/Pleadings to be completed .*: Past due/);
  await expect(badge).toHaveText(/^Pleadings due \d{2}-\d{2}-\d{4} · Past due$/);
  await expect(badge).toHaveCSS('background-color', RED);
  await header.screenshot({ path: shotPath(testInfo, 'statutory-deadline-case-header'), animations: 'disabled' });

  // The overview explains the clock; the arbitrator can record when the pleadings were complete.
  await page.getByRole('tab', { name: 'Overview' }).click();
  const clock = page.getByRole('region', { name: 'Statutory clock' });
  await expect(clock.getByText('Mandate: Running')).toBeVisible();
  await expect(clock.getByRole('button', { name: 'Record completion of pleadings' })).toBeVisible();
  await page.context().close();
});
