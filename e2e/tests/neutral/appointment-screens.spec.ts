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

test('a neutral declares a relationship with a lender and is then never drawn for its case', async ({ browser, baseURL }, testInfo) => {
  const tag = uniqueTag('REL');
  const lender = `Vindhya Credit ${tag}`;
  const claimant = await ApiSession.login(baseURL!, ACCOUNTS.claimant);
  const filed = await fileCase(claimant, 'Claim', tag, {
    claimant_table: [
      { customer_type: 'Enterprise', company_name: lender, email: 'claimant@demo.in', mobile: '9800000001', taluk: 'Pune City', state: 'Maharashtra', district: 'Pune', pin_code: '411037' },
    ],
  });

  const page = await loggedIn(browser, MEMBERS[0], LAPTOP);
  await page.getByRole('link', { name: 'Your declared relationships (Seventh Schedule)' }).click();
  await expect(page.getByRole('heading', { name: 'Declared relationships', level: 1 })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Declare a relationship' });
  await form.getByRole('combobox', { name: /^Relationship/ }).selectOption('Consultant');
  await form.getByRole('combobox', { name: /^With/ }).selectOption('Party');
  await form.getByRole('combobox', { name: /^Past or present/ }).selectOption('Present');
  await form.getByRole('textbox', { name: /^Party, group or counsel/ }).fill(lender);
  await form.getByRole('button', { name: 'Declare' }).click();
  await expect(page.getByText('Relationship declared')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(lender) })).toBeVisible();
  await expectNoSeriousViolations(page, 'declared relationships');
  await screenshotWholePage(page, shotPath(testInfo, 'relationships-laptop'));

  // The server keeps declarations to their neutral: another neutral does not read this one.
  const other = await ApiSession.login(baseURL!, MEMBERS[1]);
  const theirs = await other.get<{ data: { party: string }[] }>(`/api/resource/Neutral Relationship?fields=${encodeURIComponent(JSON.stringify(['party']))}`);
  expect(theirs.data.map((row) => row.party)).not.toContain(lender);

  // A panel for the respondent's state with both neutrals; the draw leaves the declared one out.
  const admin = await ApiSession.login(baseURL!, ACCOUNTS.admin);
  await admin.post('/api/resource/Appointment Panel', { panel_name: `Uttar Pradesh ${tag}`, case_kind: 'Arbitration', states: 'Uttar Pradesh', item_22_rule: 'Exclude', members: MEMBERS.map((neutral) => ({ neutral })) });
  await admin.method('allocate_neutrals', { case: filed.name, legal_basis: 'Institutional rule in the agreement', legal_reference: 'Loan agreement cl. 18' });
  const draws = await admin.get<{ message: { neutral: string; eligible: string[]; exclusions: { neutral: string; reasons: string[] }[] }[] }>(
    `/api/method/arbitroute.api.react_api.case_draws?case=${filed.name}`,
  );
  // Drawn, and not the declarant (other journeys' Uttar Pradesh panels may run at the same time, so
  // the draw may name a member of theirs rather than MEMBERS[1]).
  expect(draws.message[0].neutral).toBeTruthy();
  expect(draws.message[0].neutral).not.toBe(MEMBERS[0]);
  expect(draws.message[0].exclusions.map((row) => row.neutral)).toContain(MEMBERS[0]);

  // On a phone the declarations fit.
  await page.context().close();
  const phone = await loggedIn(browser, MEMBERS[0], PHONE);
  await phone.goto('/#/relationships');
  await expect(phone.getByRole('row', { name: new RegExp(lender) })).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(phone);
  await screenshotWholePage(phone, shotPath(testInfo, 'relationships-phone'));
  await phone.context().close();
  await Promise.all([claimant.dispose(), other.dispose(), admin.dispose()]);
});
