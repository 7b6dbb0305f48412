import { sortRespondentsByContactType } from 'shared-api/rules';
import type { RequestContext } from '../core/context';
import type { Doc } from '../core/doctype/types';
import { DoesNotExistError, PermissionError, ValidationError } from '../core/errors';
import { respondentCaseOf } from '../core/session-user';
import { appMethods, type MethodArgs } from '../core/methods';
import { optionalText, requiredText, withData } from '../methods/cases/args';
import { findCase } from '../methods/cases/case-lookup';
import { noticesOf } from './config';
import { recordPostArticle, recordPostTracking, type TrackingRow } from './post';
import { queueNotices } from './queue-notices';
import { CHANNELS, type ChannelName } from './channel';
import { ATTEMPT_STATUSES, type AttemptStatus } from './doctypes';
import { serviceRecord } from './record';
import { serviceClockOf } from './service-clock';
import { stamp } from './stamps';
import { isNoticeKind, NOTICE_KINDS } from './texts';

/** The portal's address as the case manager reached it: links in notices when none is configured. */
function origin(ctx: RequestContext): string | null {
  return ctx.request ? `${ctx.request.protocol}://${ctx.request.host}` : null;
}

async function sendServiceNotices(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const kind = requiredText(args, 'notice_kind');
  if (!isNoticeKind(kind)) throw new ValidationError(`Notice kind: choose one of ${NOTICE_KINDS.join(', ')}`);
  const caseName = optionalText(args, 'case');
  const lot = optionalText(args, 'lot');
  if (!caseName === !lot) throw new ValidationError('Name either a case or a Lot');
  if (lot) {
    const found = await ctx.db.query(`SELECT 1 FROM "tabLot" WHERE "name" = $1`, [lot]);
    if (found.rows.length === 0) throw new DoesNotExistError(`Lot ${lot} not found`);
    return queueNotices(ctx, kind, { lot }, origin(ctx));
  }
  const found = await findCase(ctx, caseName!);
  return queueNotices(ctx, kind, { case: { doctype: found.ref.doctype, name: found.ref.name } }, origin(ctx));
}

async function getServiceRecord(ctx: RequestContext, rawArgs: MethodArgs) {
  const found = await findCase(ctx, requiredText(withData(rawArgs), 'case'));
  return serviceRecord(ctx.db, found.ref.name);
}

const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '').slice(-10);

/**
 * A case's service for whoever may read the case (findCase refuses anyone else with the same 417
 * as a case that does not exist): the case manager, the neutral and the claimant side read every
 * notice; a respondent signed in to the case reads only the notices addressed to their own row
 * (matched by the session's mobile number, as their dispatch status is).
 */
async function getCaseService(ctx: RequestContext, rawArgs: MethodArgs) {
  const found = await findCase(ctx, requiredText(withData(rawArgs), 'case'));
  const respondentCase = respondentCaseOf(ctx.user);
  const respondents = sortRespondentsByContactType((found.doc.respondent_table as Doc[] | undefined) ?? []);
  let rows = respondents;
  if (respondentCase) {
    if (respondentCase.name !== found.ref.name) throw new PermissionError('This is for a respondent signed in to their case');
    const mobile = digits(ctx.user.mobileNo ?? ctx.user.name.split(':')[2]);
    rows = mobile ? respondents.filter((row) => digits(row.mobile) === mobile) : [];
  }
  const mine = new Set(rows.map((row) => String(row.name)));
  const notices = (await serviceRecord(ctx.db, found.ref.name)).filter((notice) => mine.has(notice.party_row));
  const names = new Map(notices.map((notice) => [notice.party_row, notice.party_name ?? '']));
  const parties = rows.filter((row) => names.has(String(row.name))).map((row) => ({ name: String(row.name), party_name: names.get(String(row.name)) ?? '' }));
  return { case: found.ref.name, clock: await serviceClockOf(ctx.db, found.ref.name, parties), notices };
}

/** Counts of one send's notices and attempts, by two indexed reads (a Lot's send may hold 100,000 notices). */
async function getServiceBatch(ctx: RequestContext, rawArgs: MethodArgs) {
  const batch = requiredText(withData(rawArgs), 'batch');
  const notices = await ctx.db.query<{ notices: string | number; served: string | number }>(
    `SELECT count(*) AS "notices", count(*) FILTER (WHERE "state" IN ('Served', 'Substituted Service')) AS "served" FROM "tabService Notice" WHERE "batch" = $1`,
    [batch],
  );
  const total = Number(notices.rows[0]?.notices ?? 0);
  if (total === 0) throw new DoesNotExistError(`No notices were sent as ${batch}`);
  const { rows } = await ctx.db.query<{ channel: string; status: string; count: string | number }>(
    `SELECT a."channel", a."status", count(*) AS "count" FROM "tabService Attempt" a JOIN "tabService Notice" n ON n."name" = a."notice"
      WHERE n."batch" = $1 GROUP BY a."channel", a."status"`,
    [batch],
  );
  const zero = () => Object.fromEntries(ATTEMPT_STATUSES.map((status) => [status, 0])) as Record<AttemptStatus, number>;
  const attempts = Object.fromEntries(CHANNELS.map((channel) => [channel, zero()])) as Record<ChannelName, Record<AttemptStatus, number>>;
  let waiting = 0;
  for (const row of rows) {
    const channel = attempts[row.channel as ChannelName];
    if (!channel || !(row.status in channel)) continue;
    channel[row.status as AttemptStatus] = Number(row.count);
    if (row.status === 'Queued' && row.channel !== 'Post') waiting += Number(row.count);
  }
  return { batch, notices: total, served: Number(notices.rows[0]?.served ?? 0), attempts, waiting };
}

async function recordPostArticleMethod(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const postedOn = optionalText(args, 'posted_on');
  const date = postedOn ? (/^(\d{2})-(\d{2})-(\d{4})$/.exec(postedOn) ?? null) : null;
  if (postedOn && !date && !/^\d{4}-\d{2}-\d{2}$/.test(postedOn)) throw new ValidationError('Posted on: a date as DD-MM-YYYY');
  return recordPostArticle(ctx, requiredText(args, 'notice'), args.article_number, date ? `${date[3]}-${date[2]}-${date[1]}` : postedOn);
}

async function recordPostTrackingMethod(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  if (Array.isArray(args.rows)) return recordPostTracking(ctx, args.rows as TrackingRow[], 'Imported');
  return recordPostTracking(ctx, [{ article_number: args.article_number, status: args.status, date: args.date, remarks: args.remarks }], 'Entered');
}

async function decideSubstitutedService(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const notice = requiredText(args, 'notice');
  const decision = requiredText(args, 'decision');
  if (decision.length > 2000) throw new ValidationError('Decision: at most 2000 characters');
  const now = stamp(noticesOf(ctx.services).now());
  const { rows } = await ctx.db.query<{ name: string }>(
    `UPDATE "tabService Notice" SET "state" = 'Substituted Service', "decision" = $2, "decided_by" = $3, "decided_on" = $4, "modified" = $4
      WHERE "name" = $1 AND "state" = 'Awaiting Decision' RETURNING "name"`,
    [notice, decision, ctx.user.name, now],
  );
  if (rows.length === 0) {
    const exists = await ctx.db.query(`SELECT "state" FROM "tabService Notice" WHERE "name" = $1`, [notice]);
    if (exists.rows.length === 0) throw new DoesNotExistError(`Service Notice ${notice} not found`);
    throw new ValidationError('Only a notice awaiting your decision (post not delivered in time) can be given substituted service');
  }
  return { notice, state: 'Substituted Service' };
}

export const serviceMethods = appMethods({
  send_service_notices: sendServiceNotices,
  get_service_record: getServiceRecord,
  get_case_service: getCaseService,
  get_service_batch: getServiceBatch,
  record_post_article: recordPostArticleMethod,
  record_post_tracking: recordPostTrackingMethod,
  decide_substituted_service: decideSubstitutedService,
});
