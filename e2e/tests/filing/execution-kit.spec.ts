import { extractText } from 'unpdf';
import { expect, test } from '../../support/test';
import { ACCOUNTS } from '../../support/accounts';
import { ApiSession } from '../neutral/case-api';
import { loggedIn } from '../neutral/support';

/*
 * s.36 (issue #31): the demo's completed claim had its award received 124 days ago, proven by the
 * portal's Speed Post notice; the time under s.34(3) has run, so the claimant's case view offers
 * the execution kit, whose PDF holds the limitation schedule, the award and the evidence of service.
 */
test('the claimant downloads the execution kit of an award whose time to be set aside has run', async ({ browser, baseURL }) => {
  const api = await ApiSession.login(baseURL!, ACCOUNTS.claimant);
  const claims = await api.get<{ data: { name: string }[] }>(`/api/resource/Claim?filters=${encodeURIComponent(JSON.stringify([['arbitration_agreement_number', '=', 'UFL/HL/2021/011208']]))}`);
  const caseName = claims.data[0].name;

  const page = await loggedIn(browser, ACCOUNTS.claimant);
  await page.goto(`/#/arbitrationview/${caseName}`);
  const clock = page.getByRole('region', { name: 'Statutory clock' });
  await expect(clock.getByRole('table', { name: 'From proven service' })).toContainText('Lata Deshmukh');
  const kit = page.getByRole('region', { name: 'Execution of the award (s.36)' });
  await expect(kit).toContainText('the award can be enforced as a decree (s.36(1))');
  const link = kit.getByRole('link', { name: /Download the execution kit of AWD-/ });
  await kit.screenshot({ path: test.info().outputPath('execution-kit.png') });
  const pdf = await api.context.get((await link.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const flat = (await extractText(new Uint8Array(await pdf.body()), { mergePages: true })).text.replace(/\s+/g, ' ');
  expect(flat).toContain('Execution of Arbitral Award');
  expect(flat).toMatch(/Lata Deshmukh \d{2}-\d{2}-\d{4} \(proven by the portal’s notice\) \d{2}-\d{2}-\d{4} Expired/);
  expect(flat).toContain('EP431208780IN');
  await api.dispose();
});
