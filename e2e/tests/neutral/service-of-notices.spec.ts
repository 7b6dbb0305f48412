import { request as playwrightRequest } from '@playwright/test';
import { extractText } from 'unpdf';
import { expect, test } from '../../support/test';
import { ACCOUNTS } from '../../support/accounts';
import { whatsAppStatusWebhook } from '../../support/whatsapp';
import { ApiSession } from './case-api';
import { loggedIn } from './support';

/*
 * Service of notices (issue #31): the case manager sends a Hearing Notice to every respondent of
 * the demo Lot in one action; WhatsApp's signed receipts arrive (posted here as Meta would); a
 * party nobody reached goes by registered post; the affidavit of service lists it all. The e2e
 * server sends WhatsApp to a stand-in of the Cloud API, keeps SMS in the outbox, and e-mails
 * through the test SMTP server; its notices' clock stands at noon IST.
 */

interface Attempt { channel: string; status: string; provider_message_id: string | null }
interface Notice { name: string; party_row: string; party_name: string; notice_kind: string; state: string; attempts: Attempt[] }

const API = '/api/method/arbitroute.api.react_api';

test('the case manager serves a Lot: WhatsApp receipts arrive, one party goes by post, the affidavit lists it', async ({ browser, baseURL }) => {
  const api = await ApiSession.login(baseURL!, ACCOUNTS.admin);
  const lots = await api.get<{ data: { name: string }[] }>(`/api/resource/Lot?filters=${encodeURIComponent(JSON.stringify([['batch_id', '=', 'DEMO-SERVICE']]))}`);
  const lot = lots.data[0].name;
  const claims = await api.get<{ data: { name: string; arbitration_agreement_number: string }[] }>(
    `/api/resource/Claim?filters=${encodeURIComponent(JSON.stringify([['lot', '=', lot]]))}&fields=${encodeURIComponent(JSON.stringify(['name', 'arbitration_agreement_number']))}`,
  );
  const caseName = claims.data.find((row) => row.arbitration_agreement_number === 'UFL/PL/2022/018873')!.name;
  const record = async () => (await api.get<{ message: Notice[] }>(`${API}.get_service_record?case=${caseName}`)).message.filter((notice) => notice.notice_kind === 'Hearing Notice');

  const page = await loggedIn(browser, ACCOUNTS.admin);
  await page.goto('/#/service');
  await expect(page.getByRole('heading', { name: 'Service of notices', level: 1 })).toBeVisible();
  const send = page.getByRole('form', { name: 'Send notices' });
  await send.getByRole('combobox', { name: /^Notice/ }).selectOption('Hearing Notice');
  await send.getByText('A Lot').click();
  await send.getByRole('textbox', { name: /^Lot number/ }).fill(lot);
  await send.getByRole('button', { name: 'Send notices' }).click();
  await expect(page.getByText(/notices queued/)).toBeVisible();

  // The queue drains WhatsApp into the Cloud API stand-in; each message gets its wamid.
  await expect.poll(async () => (await record()).flatMap((notice) => notice.attempts).filter((attempt) => attempt.channel === 'WhatsApp' && attempt.provider_message_id).length, { timeout: 30_000 }).toBe(2);
  const notices = await record();
  const meenakshi = notices.find((notice) => notice.party_name === 'Meenakshi Sundaram')!;
  const karthik = notices.find((notice) => notice.party_name === 'Karthik Sundaram')!;
  const wamid = meenakshi.attempts.find((attempt) => attempt.channel === 'WhatsApp')!.provider_message_id!;
  const signed = whatsAppStatusWebhook([{ id: wamid, status: 'delivered' }, { id: wamid, status: 'read' }]);
  // As Meta posts it: no session, only the signature.
  const meta = await playwrightRequest.newContext({ baseURL });
  const receipt = await meta.post('/api/notices/receipts/whatsapp', { headers: signed.headers, data: signed.body });
  expect(receipt.status(), await receipt.text()).toBe(200);
  const replay = await meta.post('/api/notices/receipts/whatsapp', { headers: signed.headers, data: signed.body });
  expect(replay.status(), 'a replay is refused').toBe(409);
  await meta.dispose();

  const show = page.getByRole('form', { name: 'Service record of a case' });
  await show.getByRole('textbox', { name: 'Case number' }).fill(caseName);
  await show.getByRole('button', { name: 'Show' }).click();
  const meenakshiCard = page.getByRole('region', { name: 'Hearing Notice: Meenakshi Sundaram' });
  await expect(meenakshiCard.getByLabel('Service: Served')).toBeVisible();
  await expect(meenakshiCard.getByRole('row', { name: /WhatsApp/ })).toContainText('Read');

  // Karthik has no e-mail and his WhatsApp went unread: the case manager sends it by registered post.
  const karthikCard = page.getByRole('region', { name: 'Hearing Notice: Karthik Sundaram' });
  await karthikCard.getByLabel('Article number for Karthik Sundaram').fill('RK246813579IN');
  await karthikCard.getByLabel('Posted on (DD-MM-YYYY)').fill('27-11-2026');
  await karthikCard.getByRole('button', { name: 'Record article' }).click();
  await expect(page.getByText('Article RK246813579IN recorded')).toBeVisible();
  await expect(karthikCard.getByRole('row', { name: /Post/ })).toContainText('RK246813579IN');

  const link = karthikCard.getByRole('link', { name: 'Download affidavit of service of Karthik Sundaram' });
  const href = await link.getAttribute('href');
  expect(href).toContain('format=Affidavit+of+Service');
  const pdf = await api.context.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('Affidavit of Service');
  expect(flat).toContain('Party served: Karthik Sundaram');
  expect(flat).toMatch(/Hearing Notice by WhatsApp Address used 9000010203/);
  expect(flat).toMatch(/Hearing Notice by Post .* Sent 27-11-2026 00:00 IST .* Article number RK246813579IN/);
  expect(flat).toMatch(/Hearing Notice by SMS .* Status Queued, not yet sent/);
  expect(karthik.state).toBe('In Progress');

  // The whole case's evidence in one PDF: every notice, attempt, provider id and receipt hash, and each party's affidavit.
  const evidence = page.getByRole('link', { name: `Download the evidence of service of ${caseName} (PDF)` });
  const bundle = await api.context.get((await evidence.getAttribute('href'))!);
  expect(bundle.headers()['content-type']).toBe('application/pdf');
  const bundleText = (await extractText(new Uint8Array(await bundle.body()), { mergePages: true })).text.replace(/\s+/g, ' ');
  expect(bundleText).toContain('Evidence of Service');
  expect(bundleText.replace(/\s/g, '')).toContain(wamid.replace(/\s/g, ''));
  expect(bundleText).toContain('RK246813579IN');
  expect(bundleText.match(/Affidavit of Service Case:/g)?.length).toBe(2);
  await page.screenshot({ path: test.info().outputPath('service-screen.png'), fullPage: true });

  // The case view shows the record of service to the case manager, with the same bundle.
  await page.goto(`/#/arbitrationview/${caseName}`);
  await page.getByRole('tab', { name: /Overview/ }).click();
  const panel = page.getByRole('region', { name: 'Service of notices' });
  await expect(panel.getByText('Hearing Notice to Meenakshi Sundaram')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Download evidence of service (PDF)' })).toBeVisible();
  await panel.screenshot({ path: test.info().outputPath('case-service-panel.png') });
  await api.dispose();
});
