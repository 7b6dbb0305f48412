import { expect, test, type Page } from '../../support/test';
import { recordPostedDispatch } from '../../pages/neutral/DispatchRecorder';
import { NeutralCaseViewPage } from '../../pages/neutral/NeutralCaseViewPage';
import { RespondentCasePage } from '../../pages/respondent/RespondentCasePage';
import { RespondentLoginPage } from '../../pages/respondent/RespondentLoginPage';
import { ACCOUNTS } from '../../support/accounts';
import { loggedIn } from '../neutral/support';
import { ApiSession, claimAwaitingReply, inDays, latestCode } from '../respondent/case-api';
import { ARRIVAL, toast, expectNoSidewaysScroll, onPhone } from '../../support/screen';

/*
 * SPEC §4: the award is dispatched to every party (s.31(5) of the Arbitration and Conciliation
 * Act 1996: a signed copy is delivered to each party), the claim becomes Award Dispatched and then
 * Completed. The arbitrator records the service with proof on a laptop; the borrower checks the
 * outcome on a 360 px phone. The server's records are read back after each screen says it is done.
 */

/** DD-MM-YYYY of a day relative to today, as the forms take dates. */
function typed(days: number): string {
  return inDays(days).split('-').reverse().join('-');
}

/** A claim heard and decided: its final award saved and the claim at Award (through the API). */
async function claimAtAward(baseURL: string) {
  const filed = await claimAwaitingReply(baseURL, 'AWD', ['Issuance of Notice']);
  const arbitrator = await ApiSession.login(baseURL, ACCOUNTS.arbitrator);
  try {
    // Two hearings held (each moves the claim to its hearing stage), then the final award.
    for (const [hearing_type, days] of [['First Hearing', -20], ['Second Hearing', -6]] as const) {
      await arbitrator.insert('Hearing', {
        claim: filed.name,
        hearing_type,
        hearing_date: inDays(days),
        hearing_time: '11:00:00',
        mode_of_hearing: 'Online',
        vc_link: 'https://meet.example.in/e2e-hearing',
        status: 'Completed',
        transcript: '<p>Both sides were heard.</p>',
        hearing_attendees: [{ name1: 'Rohan Mehta', designation: 'Director', representing: 'Claimant' }],
      });
    }
    await arbitrator.insert('Award', {
      claim: filed.name,
      award_type: 'Award-Final',
      award_date: inDays(-1),
      award_amount: 184500,
      award_letter: '<p>The respondent shall pay the claimant ₹1,84,500 with interest at 9% a year from the date of this award.</p>',
    });
    if ((await arbitrator.get<{ stage: string }>('Claim', filed.name)).stage !== 'Award') await arbitrator.update('Claim', filed.name, { stage: 'Award' });
  } finally {
    await arbitrator.dispose();
  }
  return filed;
}

test('the award is dispatched to every party with proof, the claim is Completed and the borrower sees it on a phone', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const filed = await claimAtAward(baseURL!);
  const page = await loggedIn(browser, ACCOUNTS.arbitrator);

  await page.goto(`/#/dispatch/${filed.name}?kind=award`);
  await expect(page.getByRole('heading', { name: `Dispatches: ${filed.name}` })).toBeVisible(ARRIVAL);
  await expect(page.getByText('Stage: Award')).toBeVisible();
  await expect(page.getByText('The case is Award Dispatched once the award has gone to every party.')).toBeVisible();
  await recordPostedDispatch(page, 'award', [
    { party: /Udaygiri Finance Ltd \(Claimant\)/, channel: 'Speed Post', tracking: 'EM100200301IN', date: typed(0) },
    { party: /RespondentAWD \(Borrower\)/, channel: 'Registered Post AD', tracking: 'RA100200302IN', date: typed(0) },
  ]);
  await expect(page.getByText('The award has gone to every party.')).toBeVisible();
  await expect(page.getByText('Stage: Award Dispatched')).toBeVisible();

  const arbitrator = await ApiSession.login(baseURL!, ACCOUNTS.arbitrator);
  try {
    expect(await arbitrator.get('Claim', filed.name)).toMatchObject({ stage: 'Award Dispatched', award_dispatched: 1 });
    const reply = await arbitrator.http.get('/api/resource/Document Dispatch Tracker', {
      params: { filters: JSON.stringify([['claim', '=', filed.name]]), fields: JSON.stringify(['name']) },
    });
    const [tracker] = ((await reply.json()) as { data: { name: string }[] }).data;
    const record = await arbitrator.get<{ dispatch_details: { channel: string; tracking_id: string; status: string; proof: string | null; dispatch_date: string }[] }>('Document Dispatch Tracker', tracker.name);
    expect(record.dispatch_details.map(({ channel, tracking_id, status, dispatch_date }) => ({ channel, tracking_id, status, dispatch_date }))).toEqual([
      { channel: 'Speed Post', tracking_id: 'EM100200301IN', status: 'Dispatched', dispatch_date: inDays(0) },
      { channel: 'Registered Post AD', tracking_id: 'RA100200302IN', status: 'Dispatched', dispatch_date: inDays(0) },
    ]);
    // Each proof of delivery is a stored file the arbitrator can fetch back.
    for (const row of record.dispatch_details) {
      expect(row.proof, `proof of ${row.tracking_id}`).toMatch(/^\/(private\/)?files\//);
      const file = await arbitrator.http.get(row.proof!);
      expect(file.status(), `proof file ${row.proof}`).toBe(200);
      expect((await file.body()).subarray(0, 4).toString()).toBe('%PDF');
    }
  } finally {
    await arbitrator.dispose();
  }

  const view = new NeutralCaseViewPage(page);
  await view.open(filed.name, ARRIVAL);
  await view.moveStage('Completed');
  await page.context().close();

  const admin = await ApiSession.login(baseURL!, ACCOUNTS.admin);
  try {
    expect(await admin.get('Claim', filed.name)).toMatchObject({ stage: 'Completed', award_dispatched: 1 });
  } finally {
    await admin.dispose();
  }

  // The borrower on a phone: the claim is Completed and the award can be downloaded.
  const { context: phone, page: respondent } = await onPhone(browser);
  await new RespondentLoginPage(respondent, 'portal').loginAs(filed.name, filed.mobile, () => latestCode(baseURL!, filed.mobile));
  const casePage = new RespondentCasePage(respondent);
  await casePage.expectCase(filed.name);
  await expect(respondent.getByText('Completed', { exact: true }).first()).toBeVisible();
  await casePage.openSection('Award');
  await expect(respondent.getByRole('link', { name: 'Download Award PDF' })).toBeVisible();
  await expectNoSidewaysScroll(respondent);
  await phone.close();
});
