import { expect, test, type Browser, type Page } from '../support/test';
import { RespondentLoginPage } from '../pages/respondent/RespondentLoginPage';
import { ACCOUNTS } from '../support/accounts';
import { seriousViolations, type AxeViolation } from '../support/axe';
import { claimAwaitingReply, latestCode } from './respondent/case-api';
import { ApiSession } from './neutral/case-api';
import { loggedIn } from './neutral/support';

/*
 * axe-core with the WCAG 2.2 A/AA rules on every screen of every remote, at a laptop's width and
 * a phone's: no serious or critical violation. Each test checks one audience's screens and lists
 * every finding at once.
 */

const WIDTHS = { laptop: { width: 1366, height: 900 }, phone: { width: 360, height: 740 } } as const;

interface Finding {
  screen: string;
  violations: AxeViolation[];
}

/** Opens each screen, lets it settle and collects its violations. */
async function audit(page: Page, screens: [string, string][]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [screen, url] of screens) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // Toasts and transitions are not the screen.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8_000 });
    findings.push({ screen, violations: await seriousViolations(page) });
  }
  return findings;
}

function expectClean(findings: Finding[]) {
  const failing = findings.filter((finding) => finding.violations.length > 0);
  const report = failing
    .map(
      (finding) =>
        `${finding.screen}: ${finding.violations.map((v) => `${v.id} ×${v.targets.length}`).join(', ')}\n` +
        finding.violations.map((v) => `    ${v.id}: ${v.help}\n      ${v.targets.slice(0, 4).join('\n      ')}`).join('\n'),
    )
    .join('\n');
  console.log(findings.map((f) => `${f.screen}: ${f.violations.map((v) => `${v.id}×${v.targets.length}`).join(', ') || 'clean'}`).join('\n'));
  expect(failing, report).toEqual([]);
}

async function firstCase(baseURL: string, email: string, doctype: 'Claim' | 'Dispute'): Promise<string> {
  const session = await ApiSession.login(baseURL, email);
  try {
    const reply = await session.get<{ data: { name: string }[] }>(
      `/api/resource/${doctype}?filters=${encodeURIComponent(JSON.stringify([['stage', '!=', 'Draft']]))}&order_by=name%20asc&limit_page_length=1`,
    );
    expect(reply.data.length, `${email} has a ${doctype} past Draft`).toBeGreaterThan(0);
    return reply.data[0].name;
  } finally {
    await session.dispose();
  }
}

async function asUser(browser: Browser, email: string, viewport: { width: number; height: number }) {
  return loggedIn(browser, email, viewport);
}

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.describe.configure({ timeout: 180_000 });

    test(`public screens (${width})`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      expectClean(
        await audit(page, [
          ['landing', '/#/landingpage'],
          ['login', '/#/login'],
          ['forgot password', '/#/forgotPassword'],
          ['sign-up', '/#/signup'],
          ['claimant sign-up', '/#/claimantsignup'],
          ['arbitrator sign-up', '/#/arbitratorsignup'],
          ['advocate sign-up', '/#/advocatesignup'],
          ['expert sign-up', '/#/expertSignup'],
          ['mediator sign-up', '/#/mediatorSignup'],
          ['arbitrator and mediator enrolment', '/#/arbandmedsignup'],
          ['respondent login (shell)', '/#/Respondentlogin'],
          ['respondent login (portal)', '/respondent/#/Respondentlogin'],
        ]),
      );
      await context.close();
    });

    test(`claimant screens (${width})`, async ({ browser, baseURL }) => {
      const claim = await firstCase(baseURL!, ACCOUNTS.claimant, 'Claim');
      const dispute = await firstCase(baseURL!, ACCOUNTS.claimant, 'Dispute');
      const page = await asUser(browser, ACCOUNTS.claimant, viewport);
      expectClean(
        await audit(page, [
          ['claimant dashboard', '/#/dashboard'],
          ['claimant arbitrations', '/#/arbitration'],
          ['claimant mediations', '/#/mediations'],
          ['register a case', '/#/claimantsubmitcase'],
          ['bulk case', '/#/claimantbulkcase'],
          ['invoices', '/#/invoice'],
          ['dispatch report', '/#/report'],
          ['claimant arbitration view', `/#/arbitrationview/${claim}`],
          ['claimant mediation view', `/#/mediationview/${dispute}`],
          ['claimant profile', '/#/claimantprofile'],
        ]),
      );
      await page.context().close();
    });

    test(`arbitrator screens (${width})`, async ({ browser, baseURL }) => {
      const claim = await firstCase(baseURL!, ACCOUNTS.arbitrator, 'Claim');
      const page = await asUser(browser, ACCOUNTS.arbitrator, viewport);
      expectClean(
        await audit(page, [
          ['arbitrator dashboard', '/#/dashboard'],
          ['arbitrator arbitrations', '/#/arbitration'],
          ['hearings', '/#/hearinglist'],
          ['arbitrator case view', `/#/arbitrationview/${claim}`],
          ['hearing form', `/#/hearing/${claim}`],
          ['case documents', `/#/document/${claim}`],
          ['consent & disclosure', '/#/nomination&disclosure'],
          ['dispatch trackers', `/#/dispatch/${claim}`],
          ['award service', `/#/dispatch/${claim}?kind=award`],
          ['dispatch report', '/#/report'],
          ['neutral invoices', '/#/invoice'],
          ['payments', '/#/paymentList'],
          ['award page', `/#/arbitrationaward/${claim}`],
          ['arbitrator profile', '/#/arbitratorprofile'],
        ]),
      );
      await page.context().close();
    });

    test(`mediator and case manager screens (${width})`, async ({ browser, baseURL }) => {
      const dispute = await firstCase(baseURL!, ACCOUNTS.mediator, 'Dispute');
      const mediator = await asUser(browser, ACCOUNTS.mediator, viewport);
      const findings = await audit(mediator, [
        ['mediator dashboard', '/#/mediatordashboard'],
        ['mediator mediations', '/#/mediations'],
        ['mediation hearings', '/#/mediatorHearing'],
        ['mediator case view', `/#/mediationview/${dispute}`],
        ['mediator invoices', '/#/invoice'],
      ]);
      await mediator.context().close();
      const admin = await asUser(browser, ACCOUNTS.admin, viewport);
      findings.push(
        ...(await audit(admin, [
          ['case manager dashboard', '/#/dashboard'],
          ['case manager arbitrations', '/#/arbitration'],
          ['case manager invoices', '/#/invoice'],
          ['case manager dispatch report', '/#/report'],
          ['profile approvals', '/#/profileapprovals'],
          ['case consistency', '/#/caseconsistency'],
        ])),
      );
      await admin.context().close();
      expectClean(findings);
    });

    test(`respondent screens (${width})`, async ({ browser, baseURL }) => {
      const filed = await claimAwaitingReply(baseURL!, `AX${width.slice(0, 1).toUpperCase()}`);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await new RespondentLoginPage(page, 'portal').loginAs(filed.name, filed.mobile, () => latestCode(baseURL!, filed.mobile));
      expectClean(await audit(page, [['respondent case (portal)', '/respondent/#/respondentprofile']]));
      await context.close();
    });
  });
}

test('dialogs open without motion for people who ask for less of it', async ({ browser }) => {
  const page = await asUser(browser, ACCOUNTS.admin, WIDTHS.laptop);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/#/arbitration?tab=draft');
  await page.getByRole('button', { name: /^(Assign|Reassign) / }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Mantine's transitions are skipped entirely: the dialog is fully shown at once.
  await expect(dialog).toHaveCSS('opacity', '1', { timeout: 100 });
  expect(await dialog.evaluate((node) => getComputedStyle(node).transitionDuration)).toMatch(/^0s/);
  await page.context().close();
});
