import type { Db } from '../db';
import { AuthenticationError, PermissionError } from '../core/errors';
import { appMethods, type MethodArgs } from '../core/methods';
import type { RequestContext } from '../core/context';
import { respondentCaseOf, type RespondentCase } from '../core/session-user';
import { ADVOCATE } from './match';
import { SMS_LANGUAGES, smsLanguageFromArgs, type SmsLanguage } from './sms-language';

/*
 * The language a respondent reads the portal in, kept on their Respondent Table row
 * (`preferred_language`) so that the texts sent to them later (notices, hearing notices, the award's
 * dispatch: methods/cases/dispatch-send.ts) go in it. Only the server writes it, from the
 * respondent's own session: at login with the code (verify_otp's `language`) and when they switch
 * language while logged in (set_respondent_language). The case's hooks keep it on every other save.
 */

/** Records the row's language; a plain column write, so the case is not saved (nor its `modified` moved) for it. */
export async function recordPreferredLanguage(db: Db, respondentCase: RespondentCase, row: string, language: SmsLanguage): Promise<void> {
  await db.query(
    `UPDATE "tabRespondent Table" SET "preferred_language" = $1 WHERE "name" = $2 AND "parent" = $3 AND "parenttype" = $4 AND "parentfield" = 'respondent_table'`,
    [language, row, respondentCase.name, respondentCase.doctype],
  );
}

/** The language recorded for a respondent row; English when none was (or the row is not a respondent's). */
export async function preferredLanguageOf(db: Db, row: string | null | undefined, caseName: string): Promise<SmsLanguage> {
  if (!row) return 'en';
  const { rows } = await db.query<{ preferred_language: string | null }>(
    `SELECT "preferred_language" FROM "tabRespondent Table" WHERE "name" = $1 AND "parent" = $2 AND "parentfield" = 'respondent_table'`,
    [row, caseName],
  );
  const stored = rows[0]?.preferred_language;
  return (SMS_LANGUAGES as readonly (string | null | undefined)[]).includes(stored) ? (stored as SmsLanguage) : 'en';
}

// The respondent switched language while logged in: recorded on their own row of their one case.
async function setRespondentLanguage(ctx: RequestContext, args: MethodArgs) {
  const respondentCase = respondentCaseOf(ctx.user);
  if (!respondentCase) {
    if (ctx.user.name === 'Guest') throw new AuthenticationError('Not logged in');
    throw new PermissionError('Only a respondent records their language here');
  }
  const language = smsLanguageFromArgs(args);
  const who = (ctx.user.session?.data.respondent ?? {}) as { row?: string | null; partyRole?: string | null };
  // An advocate's reading language is not their client's: texts go to the respondent.
  if (!who.row || who.partyRole === ADVOCATE) return { recorded: false, language };
  await recordPreferredLanguage(ctx.db, respondentCase, who.row, language);
  return { recorded: true, language };
}

export const respondentLanguageMethods = appMethods({ set_respondent_language: setRespondentLanguage });
