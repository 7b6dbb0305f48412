import { expect, test, type Page } from '../../support/test';
import { DISPATCH_TABS, recordPostedDispatch, type DispatchTab } from '../../pages/neutral/DispatchRecorder';
import { ACCOUNTS } from '../../support/accounts';
import { ApiSession, claimAwaitingReply, inDays, recordConsentAndDisclosure } from '../respondent/case-api';
import { loggedIn } from './support';
import { ARRIVAL, toast } from '../../support/screen';

/*
 * SPEC §3/§7 dispatch records (s.3 of the Arbitration and Conciliation Act 1996: service must be
 * provable). The arbitrator records the consent and disclosure dispatch, the first hearing notice
 * and the second hearing notice with its s.17 order, each by post with a proof of delivery, and
 * approves the consent dispatch, whose channel stays the one recorded. The hearing notices need no
 * approval: their case flag is set once a delivery goes out. The award's dispatch:
 * award/award-dispatch.spec.ts. A laptop journey: dispatches are recorded at a desk.
 */

function typed(days: number): string {
  return inDays(days).split('-').reverse().join('-');
}

interface DeliveryRow {
  channel: string;
  tracking_id: string;
  status: string;
  proof: string | null;
}

/** The case and its one dispatch record of a kind, as the server holds them. */
async function dispatchOnServer(api: ApiSession, claim: string, kind: DispatchTab) {
  const doctype = DISPATCH_TABS[kind].doctype;
  const reply = await api.http.get(`/api/resource/${doctype}`, { params: { filters: JSON.stringify([['claim', '=', claim]]), fields: JSON.stringify(['name']) } });
  expect(reply.ok(), `${doctype} of ${claim}`).toBe(true);
  const rows = ((await reply.json()) as { data: { name: string }[] }).data;
  expect(rows, `one ${doctype} of ${claim}`).toHaveLength(1);
  return api.get<{ dispatch_approved: number; dispatch_details: DeliveryRow[] }>(doctype, rows[0].name);
}

/** Every delivery went by `channel`, is Dispatched and has a stored PDF as its proof. */
async function expectPostedWithProof(api: ApiSession, record: { dispatch_details: DeliveryRow[] }, channel: string, tracking: string[]) {
  expect(record.dispatch_details.map((row) => [row.channel, row.tracking_id, row.status])).toEqual(tracking.map((id) => [channel, id, 'Dispatched']));
  for (const row of record.dispatch_details) {
    expect(row.proof, `proof of ${row.tracking_id}`).toBeTruthy();
    const file = await api.http.get(row.proof!);
    expect(file.status(), `proof file of ${row.tracking_id}`).toBe(200);
    expect((await file.body()).subarray(0, 4).toString()).toBe('%PDF');
  }
}

test('the arbitrator records the consent, first and second hearing dispatches with proof and approves the consent dispatch by the channel recorded', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const filed = await claimAwaitingReply(baseURL!, 'DSP', ['Issuance of Notice']);
  await recordConsentAndDisclosure(baseURL!, filed.name);
  const parties = (tag: string) => [
    { party: /Udaygiri Finance Ltd \(Claimant\)/, tracking: `${tag}1IN` },
    { party: /RespondentDSP \(Borrower\)/, tracking: `${tag}2IN` },
  ];
  const page = await loggedIn(browser, ACCOUNTS.arbitrator);
  const api = await ApiSession.login(baseURL!, ACCOUNTS.arbitrator);
  try {
    // Consent and disclosure, by courier.
    await page.goto(`/#/dispatch/${filed.name}?kind=consent`);
    await expect(page.getByRole('heading', { name: `Dispatches: ${filed.name}` })).toBeVisible(ARRIVAL);
    await recordPostedDispatch(page, 'consent', parties('CD7001').map((row) => ({ ...row, channel: 'Courier' as const, date: typed(0) })));
    await expectPostedWithProof(api, await dispatchOnServer(api, filed.name, 'consent'), 'Courier', ['CD70011IN', 'CD70012IN']);

    await page.goto('/#/nomination&disclosure');
    const approve = page.getByRole('checkbox', { name: `Approve the dispatch of ${filed.name}` });
    await expect(approve).toBeVisible(ARRIVAL);
    await approve.check();
    await page.getByRole('button', { name: /^Approve 1 selected$/ }).click();
    await toast(page, 'Dispatch Approve successfully');
    await expect(approve).toHaveCount(0);
    expect((await dispatchOnServer(api, filed.name, 'consent')).dispatch_approved).toBe(1);
    expect(await api.get('Claim', filed.name)).toMatchObject({ consent_and_disclosure_dispatch: 1, consent_and_disclosure_channel: 'Courier' });

    // The first hearing notice and minutes, by speed post: no approval, the flag follows the delivery.
    await page.goto(`/#/dispatch/${filed.name}?kind=fhn`);
    await expect(page.getByRole('heading', { name: `Dispatches: ${filed.name}` })).toBeVisible(ARRIVAL);
    await recordPostedDispatch(page, 'fhn', parties('EF7002').map((row) => ({ ...row, channel: 'Speed Post' as const, date: typed(0) })));
    await expectPostedWithProof(api, await dispatchOnServer(api, filed.name, 'fhn'), 'Speed Post', ['EF70021IN', 'EF70022IN']);
    expect(await api.get('Claim', filed.name)).toMatchObject({ fhn_and_mom_dispatch: 1, fhn_and_mom_dispatch_channel: 'Speed Post' });

    // The second hearing notice with the s.17 order and minutes, by registered post.
    await page.goto(`/#/dispatch/${filed.name}?kind=shn`);
    await expect(page.getByRole('heading', { name: `Dispatches: ${filed.name}` })).toBeVisible(ARRIVAL);
    await recordPostedDispatch(page, 'shn', parties('RS7003').map((row) => ({ ...row, channel: 'Registered Post AD' as const, date: typed(0) })));
    await expectPostedWithProof(api, await dispatchOnServer(api, filed.name, 'shn'), 'Registered Post AD', ['RS70031IN', 'RS70032IN']);
    expect(await api.get('Claim', filed.name)).toMatchObject({
      shn_s17_order_and_mom_dispatch: 1,
      shn_s17_order_and_mom_dispatch_channel: 'Registered Post AD',
      // The consent approval's channel is untouched by later dispatches.
      consent_and_disclosure_channel: 'Courier',
    });
  } finally {
    await api.dispose();
    await page.context().close();
  }
});
