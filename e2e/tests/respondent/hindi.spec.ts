import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { ACCOUNTS } from '../../support/accounts';
import { ApiSession, claimAwaitingReply } from './case-api';

// A tiny PDF: the server checks uploads by their content.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const DOCS = path.resolve(__dirname, '..', '..', '..', 'mfe-respondent', 'docs');

/** The latest SMS to this mobile, read from the outbox as an administrator. */
async function latestSms(baseURL: string, mobile: string): Promise<string> {
  const admin = await ApiSession.login(baseURL, ACCOUNTS.admin);
  try {
    const reply = await admin.http.get('/api/resource/SMS Log', {
      params: { filters: JSON.stringify([['to', '=', mobile]]), fields: JSON.stringify(['text', 'creation']), order_by: 'creation desc', limit_page_length: '1' },
    });
    expect(reply.ok()).toBe(true);
    return ((await reply.json()) as { data: { text: string }[] }).data[0]?.text ?? '';
  } finally {
    await admin.dispose();
  }
}

/** A screenshot once the Devanagari face has arrived (it is fetched when the first Hindi letter shows). */
async function shoot(page: Page, options: { path: string; fullPage?: boolean }) {
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी'))).toBe(true);
  await page.screenshot(options);
}

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a respondent switches to Hindi before logging in, gets the code by SMS in Hindi, and files a reply in Hindi', async ({ page, baseURL }) => {
  const filed = await claimAwaitingReply(baseURL!, 'HI');
  await page.goto(`/respondent/#/Respondentlogin/${filed.name}`);
  await expect(page.getByRole('heading', { name: 'Respondent & Advocate Login' })).toBeVisible();

  await page.getByRole('group', { name: 'Language / भाषा' }).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: 'प्रतिवादी और वकील लॉगिन' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await page.evaluate(() => localStorage.getItem('odr.language'))).toBe('hi');
  // The case number stays exactly as it is.
  await expect(page.getByLabel(/^केस नंबर/)).toHaveValue(filed.name);
  await shoot(page, { path: path.join(DOCS, 'respondent-hindi-login-360.png'), fullPage: true });

  await page.getByLabel(/^मोबाइल नंबर/).fill(filed.mobile);
  await page.getByRole('button', { name: 'OTP पाएँ' }).click();
  await expect(page.getByText('कृपया अपनी भूमिका चुनें')).toBeVisible();
  await page.getByRole('combobox', { name: /^भूमिका/ }).selectOption('Borrower');
  await page.getByRole('button', { name: 'OTP पाएँ' }).click();
  await expect(page.getByRole('heading', { name: 'OTP जाँचें' })).toBeVisible();

  const sms = await latestSms(baseURL!, filed.mobile);
  const match = new RegExp(`^(\\d{6}) ODR पोर्टल पर केस ${filed.name} के लिए आपका एक बार का कोड \\(OTP\\) है।`).exec(sms);
  expect(match, `a Hindi SMS with the code: "${sms}"`).not.toBeNull();
  await shoot(page, { path: path.join(DOCS, 'respondent-hindi-otp-360.png'), fullPage: true });

  await page.getByLabel('एक बार का कोड, 6 में से अंक 1').click();
  await page.keyboard.type(match![1]!);
  await page.getByRole('button', { name: 'जाँचें' }).click();
  await expect(page.getByText('कोड सही है')).toBeVisible();
  await expect(page).toHaveURL(/#\/respondentprofile/, { timeout: 15_000 });

  await expect(page.getByRole('tab', { name: 'सारांश' })).toBeVisible();
  await expect(page.getByTestId('portal-case-number')).toHaveText(`केस ${filed.name}`);
  await shoot(page, { path: path.join(DOCS, 'respondent-hindi-case-360.png') });
  // The design kit's panels speak Hindi too: header, status, parties, details.
  const main = page.getByRole('main');
  await expect(main.getByText('वीडियो कॉन्फ़्रेंस:')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'केस की स्थिति' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'केस का विवरण' })).toBeVisible();
  for (const english of ['Case Status', 'Case Details', 'Claimants', 'Respondents', 'Video conference', 'Agreement Number', 'Nil', 'Awaiting Reply']) {
    await expect(main.getByText(english, { exact: true })).toHaveCount(0);
  }
  await shoot(page, { path: path.join(DOCS, 'respondent-hindi-overview-360.png'), fullPage: true });
  await page.getByRole('tab', { name: 'सुनवाई' }).click();
  await expect(page.getByRole('tab', { name: 'पहली सुनवाई' })).toBeVisible();
  await expect(page.getByText('सुनवाई की तारीख')).toBeVisible();
  await shoot(page, { path: path.join(DOCS, 'respondent-hindi-hearings-360.png'), fullPage: true });
  await page.getByRole('tab', { name: 'फ़ैसला (अवॉर्ड)' }).click();
  await expect(page.getByText('अभी कोई फ़ैसला (अवॉर्ड) नहीं दिया गया है।')).toBeVisible();
  // The stepper names the steps shared-api gives in English in Hindi, the shown one's title too.
  await page.getByRole('tab', { name: 'केस की कार्यवाही' }).click();
  await expect(page.getByTestId('viewed-step')).toHaveText('प्रतिवादी का जवाब');
  await expect(page.getByRole('button', { name: /सहमति और प्रकटीकरण/ })).toBeVisible();
  await expect(main.getByText('Consent & Disclosure', { exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'प्रतिवादी का जवाब' }).click();
  await page.getByRole('button', { name: 'सेव करें' }).click();
  await expect(page.getByText('दस्तावेज़ का नाम लिखना ज़रूरी है')).toBeVisible();
  await page.getByLabel(/^दस्तावेज़ का नाम/).fill('दावे का जवाब');
  await page.getByRole('button', { name: 'सेव करें' }).click();
  const saved = page.locator('.mantine-Notification-root', { hasText: 'आपका जवाब सेव हो गया' });
  await expect(saved).toBeVisible();
  // shared-ui's own words follow the language too: the toast's close button.
  await expect(saved.getByRole('button', { name: 'बंद करें' })).toBeVisible();
  await page.getByRole('button', { name: 'दस्तावेज़ जोड़ें' }).click();
  await expect(page.getByRole('dialog').getByText('फ़ाइलें यहाँ खींचकर लाएँ या चुनने के लिए दबाएँ')).toBeVisible();
  await shoot(page, { path: path.join(DOCS, 'respondent-hindi-file-picker-360.png') });
  await page.getByLabel('फ़ाइलें चुनें').setInputFiles({ name: 'reply.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'जोड़ें', exact: true }).click();
  await expect(page.getByText('आपने केस का जवाब दे दिया है (केस अब विवादित (Contested) है)')).toBeVisible();
  await expect(page.getByText('विवादित (Contested)', { exact: true })).toBeVisible();
  await shoot(page, { path: path.join(DOCS, 'respondent-hindi-reply-360.png'), fullPage: true });

  // Nothing scrolls sideways at 360 px in Hindi either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The language is kept on the respondent's row for the texts sent to them later.
  const admin = await ApiSession.login(baseURL!, ACCOUNTS.admin);
  try {
    const claim = await admin.http.get(`/api/resource/Claim/${filed.name}`);
    const rows = ((await claim.json()) as { data: { respondent_table: { mobile: string; preferred_language: string | null }[] } }).data.respondent_table;
    expect(rows.find((row) => row.mobile === filed.mobile)?.preferred_language).toBe('hi');
  } finally {
    await admin.dispose();
  }
});
