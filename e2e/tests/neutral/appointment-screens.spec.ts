import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type TestInfo } from '../../support/test';
import { ACCOUNTS } from '../../support/accounts';
import { expectNoSeriousViolations } from '../../support/axe';
import { expectNoSidewaysScroll, PHONE } from '../../support/screen';
import { screenshotWholePage } from '../../support/screenshots';
import { ApiSession, fileCase, uniqueTag } from './case-api';
import { loggedIn } from './support';

/*
 * Appointments by an auditable draw (issue #30; s.11 and s.12(5) of the Arbitration and
 * Conciliation Act): the case manager creates a panel on the Appointments screen, allocates a
 * case filed for it, reads the draw (eligible list, exclusions) and opens the public
 * verification page, which recomputes the draw in the browser. Results are read back via the API.
 */
const LAPTOP = { width: 1366, height: 900 };
const MEMBERS = ['meera.iyer@demo.in', 'farah.khan@demo.in'];

function shotPath(testInfo: TestInfo, name: string): string {
  const dir = process.env.NEUTRAL_DOCS_DIR ? path.resolve(process.env.NEUTRAL_DOCS_DIR) : testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

test('the case manager creates a panel, allocates a case by a draw, and the public page recomputes it', async ({ browser, baseURL }, testInfo) => {
  const tag = uniqueTag('APPT');
  const claimant = await ApiSession.login(baseURL!, ACCOUNTS.claimant);
  const filed = await fileCase(claimant, 'Claim', tag);
  const admin = await ApiSession.login(baseURL!, ACCOUNTS.admin);

  const page = await loggedIn(browser, ACCOUNTS.admin, LAPTOP);
  await page.goto('/#/appointments');
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: 'Udaygiri consumer loans, Maharashtra', exact: true })).toBeVisible();

  // A panel for the state the respondent lives in, two of the demo's approved arbitrators.
  const panelName = `Uttar Pradesh loans ${tag}`;
  await page.getByRole('button', { name: 'New panel' }).click();
  const form = page.getByRole('form', { name: 'New panel' });
  await form.getByRole('textbox', { name: /^Panel name/ }).fill(panelName);
  await form.getByRole('textbox', { name: /^States/ }).fill('Uttar Pradesh');
  await form.getByRole('textbox', { name: /^Members/ }).fill(MEMBERS.join('\n'));
  await form.getByRole('textbox', { name: /^Active from/ }).fill('01-11-2026');
  await form.getByRole('button', { name: 'Save panel' }).click();
  await expect(page.getByText(`Panel ${panelName} saved`)).toBeVisible();
  const panels = await admin.get<{ data: { name: string; states: string; active_from: string }[] }>(
    `/api/resource/Appointment Panel?filters=${encodeURIComponent(JSON.stringify([['panel_name', '=', panelName]]))}&fields=${encodeURIComponent(JSON.stringify(['name', 'states', 'active_from']))}`,
  );
  expect(panels.data).toEqual([expect.objectContaining({ states: 'Uttar Pradesh', active_from: '2026-11-01' })]);

  // Its audit trail shows the creation.
  await page.getByRole('button', { name: `Edit panel ${panelName}` }).click();
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
  await expect(page.getByText('Panel created')).toBeVisible();
  await screenshotWholePage(page, shotPath(testInfo, 'appointments-panel-laptop'));
  await page.getByRole('button', { name: 'Back to panels' }).click();

  // Allocate the case: legal basis and reference, then the draw.
  await page.getByRole('tab', { name: 'Allocate' }).click();
  const allocate = page.getByRole('form', { name: 'Allocate neutrals' });
  await allocate.getByRole('textbox', { name: /^Case number/ }).fill(filed.name);
  await allocate.getByRole('combobox', { name: /^Legal basis/ }).selectOption('Institutional rule in the agreement');
  await allocate.getByRole('textbox', { name: /^Reference/ }).fill('Loan agreement cl. 18');
  await allocate.getByRole('button', { name: 'Run the draw' }).click();
  await expect(page.getByText('1 neutral drawn')).toBeVisible({ timeout: 30_000 });

  const claim = await admin.get<{ data: { arbitrator: string | null } }>(`/api/resource/Claim/${filed.name}`);
  expect(MEMBERS).toContain(claim.data.arbitrator);
  const draws = await admin.get<{ message: { name: string; status: string; neutral: string; eligible: string[] }[] }>(
    `/api/method/arbitroute.api.react_api.case_draws?case=${filed.name}`,
  );
  expect(draws.message).toHaveLength(1);
  expect(draws.message[0]).toMatchObject({ status: 'Drawn', neutral: claim.data.arbitrator });
  const draw = draws.message[0].name;

  // The case's draw: its eligible list and its exclusions with reasons.
  const record = page.getByRole('form', { name: 'Draws of a case' });
  await expect(record.getByRole('textbox', { name: 'Case number' })).toHaveValue(filed.name);
  await expect(page.getByText(/^Eligible \(2\)/)).toBeVisible();
  await expect(page.getByText(/^Excluded \(\d+\)/)).toBeVisible();
  await expectNoSeriousViolations(page, 'appointments allocate (laptop)');
  await screenshotWholePage(page, shotPath(testInfo, 'appointments-allocate-laptop'));

  // The Draws tab links to the public page, which recomputes the draw without a login.
  await page.getByRole('tab', { name: 'Draws' }).click();
  const link = page.getByRole('link', { name: `Verify draw ${draw}` });
  await expect(link).toHaveAttribute('href', `/verify-draw/${draw}`);
  const anonymous = await browser.newContext();
  const verify = await anonymous.newPage();
  await verify.goto(`/verify-draw/${draw}`);
  await expect(verify.locator('#verdict')).toContainText('the same inputs draw the same neutral', { timeout: 30_000 });
  await anonymous.close();

  // On a phone: the screen fits, nothing scrolls sideways.
  const phone = await loggedIn(browser, ACCOUNTS.admin, PHONE);
  await phone.goto('/#/appointments');
  await expect(phone.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByRole('button', { name: 'New panel' })).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await screenshotWholePage(phone, shotPath(testInfo, 'appointments-phone'));
  await phone.context().close();
  await page.context().close();
  await claimant.dispose();
  await admin.dispose();
});
