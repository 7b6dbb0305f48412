/*
 * The language a notice goes in: the one the respondent chose on the portal (their Respondent
 * Table row's `preferred_language`), else the official language of the state of their address
 * (the State reference table's names; the languages are those of each state's Official Language
 * Act), else English. The text is written in that language when the portal has it; otherwise in
 * English, and the attempt records which one went.
 */

/** ISO 639-1 codes of each state's and union territory's official language (besides English). */
export const STATE_LANGUAGES: Readonly<Record<string, string>> = {
  'Andhra Pradesh': 'te',
  'Arunachal Pradesh': 'en',
  Assam: 'as',
  Bihar: 'hi',
  Chhattisgarh: 'hi',
  Goa: 'kok',
  Gujarat: 'gu',
  Haryana: 'hi',
  'Himachal Pradesh': 'hi',
  Jharkhand: 'hi',
  Karnataka: 'kn',
  Kerala: 'ml',
  'Madhya Pradesh': 'hi',
  Maharashtra: 'mr',
  Manipur: 'mni',
  Meghalaya: 'en',
  Mizoram: 'lus',
  Nagaland: 'en',
  Odisha: 'or',
  Punjab: 'pa',
  Rajasthan: 'hi',
  Sikkim: 'en',
  'Tamil Nadu': 'ta',
  Telangana: 'te',
  Tripura: 'bn',
  'Uttar Pradesh': 'hi',
  Uttarakhand: 'hi',
  'West Bengal': 'bn',
  'Andaman and Nicobar Islands': 'hi',
  Chandigarh: 'hi',
  'Dadra and Nagar Haveli and Daman and Diu': 'gu',
  Delhi: 'hi',
  'Jammu and Kashmir': 'ur',
  Ladakh: 'hi',
  Lakshadweep: 'ml',
  Puducherry: 'ta',
};

/** Languages the portal writes notices in. */
export const NOTICE_TEXT_LANGUAGES = ['en', 'hi'] as const;
export type NoticeTextLanguage = (typeof NOTICE_TEXT_LANGUAGES)[number];

const stateKey = (state: string) => state.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');
const BY_KEY = new Map(Object.entries(STATE_LANGUAGES).map(([state, language]) => [stateKey(state), language]));

/** The respondent's language: recorded, else their state's, else English. */
export function respondentLanguage(party: { preferred_language?: unknown; state?: unknown }): string {
  const recorded = typeof party.preferred_language === 'string' ? party.preferred_language.trim() : '';
  if (recorded) return recorded;
  const state = typeof party.state === 'string' ? BY_KEY.get(stateKey(party.state)) : undefined;
  return state ?? 'en';
}

/** The language the text is written in: the respondent's when the portal has it, else English. */
export function textLanguage(language: string): NoticeTextLanguage {
  return (NOTICE_TEXT_LANGUAGES as readonly string[]).includes(language) ? (language as NoticeTextLanguage) : 'en';
}
