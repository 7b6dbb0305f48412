/*
 * The statement a respondent reads before accepting settlement terms, and the text of the SMS
 * carrying the code that confirms it. The respondent's screen shows `acceptanceStatement`; the
 * server builds the same text from the stored terms and records it (with its SHA-256) only when the
 * text the screen sent is that text, so the record is exactly what was shown, and terms changed
 * since they were read are not accepted.
 */
import { offerTotal, type OfferTerms } from './terms';

export type AcceptanceLanguage = 'en' | 'hi';

interface AcceptedTerms extends OfferTerms {
  name: string;
  total_amount?: unknown;
}

const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** ₹ with Indian grouping (₹1,00,000; paise when there are any). */
function rupees(value: unknown): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return '₹0';
  return `₹${RUPEES.format(Math.round(amount * 100) / 100)}`;
}

/** DD-MM-YYYY from YYYY-MM-DD. */
function day(value: unknown): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

/** What the respondent undertakes, in English or Hindi; identical on the screen and in the record. */
export function acceptanceStatement(caseName: string, terms: AcceptedTerms, language: AcceptanceLanguage): string {
  const total = rupees(offerTotal(terms) ?? terms.total_amount);
  const ref = terms.name;
  if (terms.offer_type === 'One-time') {
    const amount = rupees(terms.amount);
    const by = day(terms.valid_until);
    return language === 'hi'
      ? `मैं केस ${caseName} के निपटारे की शर्तें ${ref} स्वीकार करता/करती हूँ: मैं ${amount} एक बार में ${by} तक चुकाऊँगा/चुकाऊँगी। भुगतान तभी गिना जाएगा जब ऋणदाता उसकी प्राप्ति दर्ज करेगा।`
      : `I accept the settlement terms ${ref} for case ${caseName}: I will pay ${amount} once, by ${by}. A payment counts when the lender records that it has arrived.`;
  }
  const count = Number(terms.instalment_count);
  const each = rupees(terms.instalment_amount);
  const first = day(terms.first_due_date);
  const grace = Number(terms.grace_days ?? 0);
  return language === 'hi'
    ? `मैं केस ${caseName} के निपटारे की शर्तें ${ref} स्वीकार करता/करती हूँ: मैं ${count} किस्तों में ${each} प्रति किस्त (कुल ${total}) चुकाऊँगा/चुकाऊँगी; पहली किस्त ${first} को देय है और हर अगली किस्त उसके एक महीने बाद, हर देय तिथि के बाद ${grace} दिन की छूट के साथ। भुगतान तभी गिना जाएगा जब ऋणदाता उसकी प्राप्ति दर्ज करेगा।`
    : `I accept the settlement terms ${ref} for case ${caseName}: I will pay ${count} instalments of ${each} (${total} in all), the first due on ${first} and each next one a month later, with ${grace} days' grace after each due date. A payment counts when the lender records that it has arrived.`;
}

/** The SMS carrying the code that confirms an acceptance; the code comes first, as in the login SMS. */
export function acceptanceCodeSms(code: string, caseName: string, terms: AcceptedTerms, seconds: number, language: AcceptanceLanguage): string {
  const total = rupees(offerTotal(terms) ?? terms.total_amount);
  return language === 'hi'
    ? `${code} केस ${caseName} में ${total} के निपटारे की शर्तें ${terms.name} स्वीकार करने का आपका कोड है। यह ${seconds} सेकंड तक मान्य है। इसे किसी के साथ साझा न करें।`
    : `${code} is your code to accept the settlement terms ${terms.name} (${total}) on case ${caseName}. It is valid for ${seconds} seconds. Do not share it with anyone.`;
}
