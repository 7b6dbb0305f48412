import { randomBytes } from 'node:crypto';
import type { DataRequest, PrivacyNoticeReply } from 'shared-api/methods';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION } from 'shared-api/rules';
import { contextFor, type RequestContext } from '../core/context';
import { deleteDoc, getDoc } from '../core/documents';
import { DoesNotExistError, ValidationError } from '../core/errors';
import { appMethods, type MethodArgs } from '../core/methods';
import { isGuest, SYSTEM_USER } from '../core/session-user';
import type { Db } from '../db';
import { optionalText, requiredText, text, withData } from '../methods/cases/args';
import { recordNoticeConsent } from './consents';

/*
 * The duties of the Digital Personal Data Protection Act 2023 towards the person whose data it is
 * (the data principal): the notice (s. 5, DPDP Rules 2025 rule 3) and consent to it, recorded with
 * the version of its text (s. 6); the grievance officer's contact (s. 8(10), rule 9); and the
 * requests: a copy of their data (s. 11), correction and erasure (s. 12), a grievance (s. 13),
 * each answered within 90 days (rule 14(3)). Every step of a request is in its log (who, when,
 * what). An erasure never reaches what the law requires kept (s. 8(7), s. 17(1)(a)): case records
 * and awards (retention.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** DPDP Rules 2025, rule 14(3): grievances answered within a period not exceeding ninety days. */
export const ANSWER_DAYS = 90;
const KINDS = new Set(['Access', 'Correction', 'Erasure', 'Grievance']);
const DETAILS_MAX = 2000;

export const DATA_PRINCIPAL_DDL = [
  `CREATE TABLE IF NOT EXISTS "__privacy_consents" (
    "subject" text NOT NULL,
    "notice_version" text NOT NULL,
    "language" text NOT NULL,
    "recorded_at" timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY ("subject", "notice_version")
  )`,
  `CREATE TABLE IF NOT EXISTS "__data_requests" (
    "name" text PRIMARY KEY,
    "subject" text NOT NULL,
    "kind" text NOT NULL,
    "details" text NOT NULL DEFAULT '',
    "status" text NOT NULL DEFAULT 'Open',
    "filed_at" timestamptz NOT NULL,
    "due_by" timestamptz NOT NULL,
    "answer" text,
    "answered_by" text,
    "answered_at" timestamptz
  )`,
  `CREATE INDEX IF NOT EXISTS "__data_requests_subject" ON "__data_requests" ("subject")`,
  `CREATE TABLE IF NOT EXISTS "__data_request_log" (
    "request" text NOT NULL,
    "at" timestamptz NOT NULL DEFAULT clock_timestamp(),
    "actor" text NOT NULL,
    "action" text NOT NULL,
    "detail" text
  )`,
  `CREATE INDEX IF NOT EXISTS "__data_request_log_request" ON "__data_request_log" ("request")`,
];

/** GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL (both needed) and GRIEVANCE_OFFICER_PHONE. */
export function grievanceContact(env: NodeJS.ProcessEnv): PrivacyNoticeReply['grievance'] {
  const name = env.GRIEVANCE_OFFICER_NAME?.trim();
  const email = env.GRIEVANCE_OFFICER_EMAIL?.trim();
  if (!name || !email) return null;
  return { name, email, phone: env.GRIEVANCE_OFFICER_PHONE?.trim() || null };
}

interface RequestRow {
  name: string;
  subject: string;
  kind: DataRequest['kind'];
  details: string;
  status: DataRequest['status'];
  filed_at: Date | string;
  due_by: Date | string;
  answer: string | null;
  answered_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toRequest(row: RequestRow, withSubject: boolean, now = Date.now()): DataRequest {
  return {
    name: row.name,
    kind: row.kind,
    details: row.details,
    status: row.status,
    filed_at: iso(row.filed_at),
    due_by: iso(row.due_by),
    overdue: row.status === 'Open' && new Date(row.due_by).getTime() < now,
    answer: row.answer,
    answered_at: row.answered_at ? iso(row.answered_at) : null,
    ...(withSubject ? { subject: row.subject } : {}),
  };
}

const log = (db: Db, request: string, actor: string, action: string, detail: string | null = null) =>
  db.query(`INSERT INTO "__data_request_log" ("request", "actor", "action", "detail") VALUES ($1, $2, $3, $4)`, [request, actor, action, detail]);

async function getPrivacyNotice(ctx: RequestContext): Promise<PrivacyNoticeReply> {
  const consented =
    !isGuest(ctx.user) &&
    (await ctx.db.query(`SELECT 1 FROM "__privacy_consents" WHERE "subject" = $1 AND "notice_version" = $2`, [ctx.user.name, PRIVACY_NOTICE_VERSION])).rows.length > 0;
  return { version: PRIVACY_NOTICE_VERSION, notice: PRIVACY_NOTICE, grievance: grievanceContact(process.env), consented };
}

async function recordConsent(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const version = requiredText(args, 'version');
  // Consent is to the text shown: an older or unknown version is not the one in force.
  if (version !== PRIVACY_NOTICE_VERSION) throw new ValidationError('The privacy notice has changed: read the current one and agree to it');
  const language = text(args.language) === 'hi' ? 'hi' : 'en';
  return { version, recorded_at: await recordNoticeConsent(ctx.db, ctx.user.name, version, language) };
}

async function fileDataRequest(ctx: RequestContext, rawArgs: MethodArgs): Promise<DataRequest> {
  const args = withData(rawArgs);
  const kind = requiredText(args, 'kind');
  if (!KINDS.has(kind)) throw new ValidationError('kind must be Access, Correction, Erasure or Grievance');
  const details = (optionalText(args, 'details') ?? '').trim();
  if (kind !== 'Access' && details === '') throw new ValidationError(kind === 'Correction' ? 'Say what is wrong and what it should be' : kind === 'Erasure' ? 'Say what you want erased' : 'Describe your grievance');
  if (details.length > DETAILS_MAX) throw new ValidationError(`Keep the details under ${DETAILS_MAX} characters`);
  const now = Date.now();
  const name = `DPR-${new Date(now).getFullYear()}-${randomBytes(4).toString('hex').toUpperCase()}`;
  return ctx.db.transaction(async (db) => {
    const { rows } = await db.query<RequestRow>(
      `INSERT INTO "__data_requests" ("name", "subject", "kind", "details", "filed_at", "due_by") VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [name, ctx.user.name, kind, details, new Date(now).toISOString(), new Date(now + ANSWER_DAYS * DAY_MS).toISOString()],
    );
    await log(db, name, ctx.user.name, 'Filed', kind);
    return toRequest(rows[0], false, now);
  });
}

async function myDataRequests(ctx: RequestContext): Promise<DataRequest[]> {
  const { rows } = await ctx.db.query<RequestRow>(`SELECT * FROM "__data_requests" WHERE "subject" = $1 ORDER BY "filed_at" DESC`, [ctx.user.name]);
  return rows.map((row) => toRequest(row, false));
}

async function listDataRequests(ctx: RequestContext, rawArgs: MethodArgs): Promise<DataRequest[]> {
  const status = optionalText(withData(rawArgs), 'status');
  const { rows } = await ctx.db.query<RequestRow>(
    `SELECT * FROM "__data_requests" WHERE ($1::text IS NULL OR "status" = $1) ORDER BY ("status" = 'Open') DESC, "due_by", "name"`,
    [status],
  );
  return rows.map((row) => toRequest(row, true));
}

/** The respondent session's name: `respondent:<case>:<mobile>`. */
const respondentOf = (subject: string) => /^respondent:([^:]+):(.+)$/.exec(subject);

/** The personal data held about the caller, as they may read it (s. 11: a summary and a copy). */
async function collectData(ctx: RequestContext): Promise<Record<string, unknown>> {
  const db = ctx.db;
  const subject = ctx.user.name;
  const system = contextFor(ctx.services, SYSTEM_USER);
  const out: Record<string, unknown> = { generated_at: new Date().toISOString(), subject };
  const respondent = ctx.user.respondentCase;
  if (respondent) {
    const match = respondentOf(subject);
    const mobile = match?.[2] ?? '';
    const { rows } = await db.query(`SELECT * FROM "tabRespondent Table" WHERE "parent" = $1 AND "parenttype" = $2`, [respondent.name, respondent.doctype]);
    out.case = { doctype: respondent.doctype, name: respondent.name };
    out.respondent_rows = rows.filter((row) => String((row as { mobile?: string }).mobile ?? '').replace(/\D/g, '').endsWith(mobile.replace(/\D/g, '').slice(-10)));
  } else {
    const { rows: users } = await db.query(`SELECT "name", "email", "full_name", "first_name", "middle_name", "last_name", "mobile_no", "creation", "last_login" FROM "tabUser" WHERE lower("name") = lower($1)`, [subject]);
    out.account = users[0] ?? null;
    const { rows: profiles } = await db.query<{ name: string }>(`SELECT "name" FROM "tabUser Registration" WHERE lower("email_id") = lower($1)`, [subject]);
    out.profiles = await Promise.all(profiles.map((profile) => getDoc(system, 'User Registration', profile.name)));
    const cases: { doctype: string; name: string; stage: string }[] = [];
    for (const doctype of ['Claim', 'Dispute']) {
      const { rows } = await db.query<{ name: string; stage: string }>(
        `SELECT "name", "stage" FROM "tab${doctype}" WHERE lower("user_email_id") = lower($1) OR lower("lawyer_email") = lower($1) OR lower("lawyer_email_id") = lower($1) ORDER BY "name"`,
        [subject],
      );
      cases.push(...rows.map((row) => ({ doctype, ...row })));
    }
    out.cases = cases;
    const { rows: files } = await db.query(`SELECT "file_name", "file_url", "attached_to_doctype", "attached_to_name", "creation" FROM "tabFile" WHERE lower("owner") = lower($1) ORDER BY "creation"`, [subject]);
    out.files = files;
  }
  out.consents = (await db.query(`SELECT "notice_version", "language", "recorded_at" FROM "__privacy_consents" WHERE "subject" = $1 ORDER BY "recorded_at"`, [subject])).rows;
  out.requests = (await db.query<RequestRow>(`SELECT * FROM "__data_requests" WHERE "subject" = $1 ORDER BY "filed_at"`, [subject])).rows.map((row) => toRequest(row, false));
  return out;
}

async function downloadMyData(ctx: RequestContext) {
  const data = await collectData(ctx);
  // The copy is itself a disclosure: each one is logged against the person's open Access request, if any.
  const { rows } = await ctx.db.query<{ name: string }>(`SELECT "name" FROM "__data_requests" WHERE "subject" = $1 AND "kind" = 'Access' AND "status" = 'Open'`, [ctx.user.name]);
  for (const row of rows) await log(ctx.db, row.name, ctx.user.name, 'Downloaded', null);
  return data;
}

/** Why an erasure cannot reach someone's data: the law requires it kept (retention.ts). */
async function retainedBecause(db: Db, subject: string): Promise<string | null> {
  if (respondentOf(subject)) return 'A respondent’s data is part of the case record';
  for (const doctype of ['Claim', 'Dispute']) {
    const { rows } = await db.query(
      `SELECT 1 FROM "tab${doctype}" WHERE "stage" <> 'Draft' AND (lower("user_email_id") = lower($1) OR lower("lawyer_email") = lower($1) OR lower("lawyer_email_id") = lower($1) OR lower("arbitrator") = lower($1)) LIMIT 1`,
      [subject],
    );
    if (rows.length > 0) return 'This person is a party, lawyer or neutral in a filed case';
  }
  const { rows } = await db.query(`SELECT 1 FROM "tabAudit Trail" WHERE lower("owner") = lower($1) LIMIT 1`, [subject]);
  if (rows.length > 0) return 'This person acted in a case, which its audit trail records';
  return null;
}

/** Erases an account's profile data the law does not keep: profiles with their files, codes, sessions; the account is disabled. */
async function eraseAccount(ctx: RequestContext, subject: string): Promise<string> {
  const system = contextFor(ctx.services, SYSTEM_USER);
  const { rows: profiles } = await ctx.db.query<{ name: string }>(`SELECT "name" FROM "tabUser Registration" WHERE lower("email_id") = lower($1)`, [subject]);
  for (const profile of profiles) {
    const { rows: files } = await ctx.db.query<{ name: string }>(`SELECT "name" FROM "tabFile" WHERE "attached_to_doctype" = 'User Registration' AND "attached_to_name" = $1`, [profile.name]);
    for (const file of files) await deleteDoc(system, 'File', file.name, { ignorePermissions: true });
    await deleteDoc(system, 'User Registration', profile.name, { ignorePermissions: true });
    await ctx.db.query(`DELETE FROM "__identity_fingerprints" WHERE "registration" = $1`, [profile.name]);
  }
  await ctx.db.query(`DELETE FROM "__identity_codes" WHERE "subject" = $1`, [`user:${subject}`]);
  await ctx.db.query(`DELETE FROM "__sessions" WHERE lower("user_id") = lower($1)`, [subject]);
  await ctx.db.query(`UPDATE "tabUser" SET "enabled" = 0, "mobile_no" = NULL, "first_name" = 'Erased', "last_name" = NULL, "full_name" = 'Erased' WHERE lower("name") = lower($1)`, [subject]);
  return `${profiles.length} profile(s) erased; the account is closed`;
}

async function answerDataRequest(ctx: RequestContext, rawArgs: MethodArgs): Promise<DataRequest> {
  const args = withData(rawArgs);
  const name = requiredText(args, 'request');
  const status = requiredText(args, 'status');
  if (status !== 'Completed' && status !== 'Refused') throw new ValidationError('status must be Completed or Refused');
  const answer = requiredText(args, 'answer').trim().slice(0, DETAILS_MAX);
  return ctx.db.transaction(async (db) => {
    const txCtx = { ...ctx, db };
    const { rows } = await db.query<RequestRow>(`SELECT * FROM "__data_requests" WHERE "name" = $1 FOR UPDATE`, [name]);
    const request = rows[0];
    if (!request) throw new DoesNotExistError(`Request ${name} not found`);
    if (request.status !== 'Open') throw new ValidationError(`Request ${name} was already answered (${request.status})`);
    let detail: string | null = null;
    if (request.kind === 'Erasure' && status === 'Completed') {
      const kept = await retainedBecause(db, request.subject);
      if (kept) throw new ValidationError(`${kept}: the law requires it kept (DPDP Act 2023 s. 8(7); Arbitration and Conciliation Act 1996 s. 36). Refuse the erasure with that reason, or erase only what is not part of a case.`);
      detail = await eraseAccount(txCtx, request.subject);
    }
    const { rows: saved } = await db.query<RequestRow>(
      `UPDATE "__data_requests" SET "status" = $2, "answer" = $3, "answered_by" = $4, "answered_at" = now() WHERE "name" = $1 AND "status" = 'Open' RETURNING *`,
      [name, status, answer, ctx.user.name],
    );
    await log(db, name, ctx.user.name, status, detail ?? answer);
    return toRequest(saved[0], true);
  });
}

export const dataPrincipalMethods = appMethods({
  get_privacy_notice: getPrivacyNotice,
  record_consent: recordConsent,
  file_data_request: fileDataRequest,
  my_data_requests: myDataRequests,
  download_my_data: downloadMyData,
  list_data_requests: listDataRequests,
  answer_data_request: answerDataRequest,
});
