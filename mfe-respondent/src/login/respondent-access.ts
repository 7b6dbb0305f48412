import { createFrappeClient, currentCsrfToken, type FrappeClient } from 'shared-api';
import type { LoginKind } from './messages';
import type { RespondentCaseDoctype as CaseDoctype, CodeSent, Verified } from 'shared-api';
export type { RespondentCaseDoctype as CaseDoctype, CodeSent, Verified } from 'shared-api';

/**
 * The respondent's calls go through a client of their own: a wrong case number answers 401, which
 * must show "Invalid credentials" here and never trigger the portal-wide "session ended" handling.
 */
export const accessClient: FrappeClient = createFrappeClient({ getCsrfToken: currentCsrfToken });


/** SPEC §4: a case number starting with MED is a dispute (dispute_id); anything else is sent as a claim. */
export function caseParam(caseNumber: string): { claim_id: string } | { dispute_id: string } {
  const number = caseNumber.trim().toUpperCase();
  return number.startsWith('MED') ? { dispute_id: number } : { claim_id: number };
}

export interface CodeRequest {
  caseNumber: string;
  mobile: string;
  email?: string;
  kind: LoginKind;
  /** Borrower, Co-Borrower or Guarantor; ignored for an advocate. */
  role?: string;
  /** The language the respondent reads the portal in: the SMS with the code is written in it. */
  language?: string;
}

/** English is the server's default: only another language is sent. */
const languageParam = (language?: string) => (language && language !== 'en' ? { language } : {});

/** Finds the case and the person on it, and has the server text a code (POST keeps the mobile out of logs). */
export function requestCode(request: CodeRequest, client: FrappeClient = accessClient): Promise<CodeSent> {
  const who = request.kind === 'Advocate' ? { is_advocate: 1 } : { role: request.role };
  return client.call('get_claim_and_respondent_info', {
    ...caseParam(request.caseNumber),
    mobile: request.mobile,
    ...(request.email ? { email: request.email } : {}),
    ...who,
    ...languageParam(request.language),
  });
}

/** "Resend Otp": a new code for the same case and mobile; the previous one stops working. */
export function resendCode(caseNumber: string, mobile: string, language?: string, client: FrappeClient = accessClient): Promise<CodeSent> {
  return client.call('generate_otp', { ...caseParam(caseNumber), mobile, ...languageParam(language) });
}

/**
 * The server checks the code and, when it matches, opens a session bound to this one case; the
 * language the respondent logged in with is kept on their row for the texts sent to them later.
 */
export function verifyCode(caseNumber: string, mobile: string, otp: string, language: string, client: FrappeClient = accessClient): Promise<Verified> {
  return client.call('verify_otp', { ...caseParam(caseNumber), mobile, otp, language });
}

/** A logged-in respondent switched language: later SMS and e-mails to them go in it. */
export async function recordLanguage(language: string, client: FrappeClient = accessClient): Promise<void> {
  await client.call('set_respondent_language', { language });
}
