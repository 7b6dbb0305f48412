import { EMPTY_SESSION, logout, useSessionStore, type CaseType } from 'shared-api';
import type { Verified } from '../login/respondent-access';

/**
 * Keeps what SPEC §3 keeps in the browser for a respondent: the case id (respondentclaimid), the
 * case type, plus the session's CSRF token and the name the server knows them by. No e-mail is
 * stored: a respondent is not a portal user and must not pass the professionals' session checks.
 * The server's verify replaced any earlier session of this browser, so nothing else is kept either.
 */
export function startRespondentSession(verified: Verified): void {
  const caseType: CaseType = verified.doctype === 'Dispute' ? 'Mediation' : 'Arbitration';
  useSessionStore.setState({
    ...EMPTY_SESSION,
    roles: [],
    respondentClaimId: verified.case,
    caseType,
    csrfToken: verified.csrf_token,
    fullName: verified.respondent.name,
  });
}

/**
 * Logout (SPEC §2 Shell): the server records the respondent's last-login time and ends the
 * session; the browser forgets the case id whatever the server answered.
 */
export async function endRespondentSession(): Promise<void> {
  try {
    await logout();
  } catch {
    // Already ended on the server (expired, logged out in another tab): nothing left to end.
  }
  useSessionStore.getState().clearSession();
}
