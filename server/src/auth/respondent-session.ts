import { RESPONDENT_ROLE } from 'shared-api/rules';
import type { Db } from '../db';
import type { RespondentCase, SessionInfo, SessionUser } from '../core/session-user';
import { createSession } from './sessions';

/*
 * A respondent (borrower, co-borrower, guarantor or their advocate) has no account: after the
 * case number + OTP check they get a session bound to that one case. It is an ordinary row of
 * `__sessions` whose `data` says which case:
 *
 *   user_id  respondent:<case name>:<10-digit mobile>      e.g. respondent:ARB-00003:9000012345
 *   data     { respondentCase: { doctype: 'Claim' | 'Dispute', name },
 *              respondent: { mobile, fullName, partyRole } }   partyRole: Borrower, Co-Borrower, Guarantor, Advocate
 *
 * Such a session's user has the single role Respondent and `respondentCase` set; the doctypes'
 * row rules give it that case and what belongs to it, nothing else.
 */

export { RESPONDENT_ROLE };
const CASE_DOCTYPES: readonly string[] = ['Claim', 'Dispute'];

export interface RespondentIdentity {
  mobile: string;
  fullName?: string;
  partyRole?: string;
  /** Their Respondent Table row (where their preferred language is kept). */
  row?: string;
}

export function respondentUserName(respondentCase: RespondentCase, mobile: string): string {
  return `respondent:${respondentCase.name}:${mobile}`;
}

/** Opens a session for one case; the returned `sid` goes into the cookie. */
export async function createRespondentSession(db: Db, respondentCase: RespondentCase, who: RespondentIdentity, ttlMs: number) {
  const { doctype, name } = respondentCase;
  return createSession(db, respondentUserName(respondentCase, who.mobile), ttlMs, {
    respondentCase: { doctype, name },
    respondent: { mobile: who.mobile, fullName: who.fullName ?? null, partyRole: who.partyRole ?? null, row: who.row ?? null },
  });
}

export function isRespondentSession(session: SessionInfo): boolean {
  return typeof session.data.respondentCase === 'object' && session.data.respondentCase !== null;
}

/** The request identity of a respondent session, or null when its case is gone (the session then ends). */
export async function loadRespondentUser(db: Db, userId: string, session: SessionInfo): Promise<SessionUser | null> {
  const stored = session.data.respondentCase as Partial<RespondentCase>;
  const who = (session.data.respondent ?? {}) as Partial<Record<string, string | null>>;
  if (!stored || typeof stored.name !== 'string' || !CASE_DOCTYPES.includes(stored.doctype as string)) return null;
  const respondentCase: RespondentCase = { doctype: stored.doctype as RespondentCase['doctype'], name: stored.name };
  if (userId !== respondentUserName(respondentCase, String(who.mobile ?? ''))) return null;
  const { rows } = await db.query(`SELECT 1 FROM "tab${respondentCase.doctype}" WHERE "name" = $1`, [respondentCase.name]);
  if (rows.length === 0) return null;
  return {
    name: userId,
    fullName: who.fullName || 'Respondent',
    roles: [RESPONDENT_ROLE],
    userType: 'Website User',
    mobileNo: who.mobile ?? null,
    via: 'session',
    respondentCase,
  };
}
