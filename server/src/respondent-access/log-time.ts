import { contextFor, type RequestContext } from '../core/context';
import { updateDoc } from '../core/documents';
import { respondentCaseOf, type RespondentCase, type SessionUser } from '../core/session-user';
import { respondentAccessOf } from './config';

const pad = (n: number) => String(n).padStart(2, '0');

/** Server-local `YYYY-MM-DD HH:mm:ss`. */
function localDatetime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** When a respondent logged in or out, on their case (SPEC §2 "Shell"). */
export async function recordLogTime(ctx: RequestContext, user: SessionUser, respondentCase: RespondentCase): Promise<void> {
  const access = respondentAccessOf(ctx.services);
  try {
    await updateDoc(
      contextFor(ctx.services, user),
      respondentCase.doctype,
      respondentCase.name,
      { respondent_log_time: localDatetime(access.now()) },
      { ignorePermissions: true },
    );
  } catch (error) {
    // Logging in or out must not fail because the case cannot be saved just now.
    ctx.request?.log.error({ err: error, case: respondentCase.name }, 'could not record respondent_log_time');
  }
}

/** Logout of a respondent session records respondent_log_time on its case before the session ends. */
export async function recordRespondentLogout(ctx: RequestContext): Promise<void> {
  const respondentCase = respondentCaseOf(ctx.user);
  if (respondentCase) await recordLogTime(ctx, ctx.user, respondentCase);
}
