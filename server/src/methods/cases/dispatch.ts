import { caseKindOf, dispatchKindOf, CONSENT_NOT_AWAITED_AT, consentHtml, declarationErrors, disclosureHtml, type DisclosureDeclaration } from 'shared-api/rules';
import type { RequestContext } from '../../core/context';
import type { Doc } from '../../core/doctype/types';
import { updateDoc } from '../../core/documents';
import { PermissionError, ValidationError } from '../../core/errors';
import { appMethods, type MethodArgs } from '../../core/methods';
import { hasAnyRole, isSystemManager } from '../../core/session-user';
import { quoteIdent } from '../../core/query/sql';
import { NEUTRAL_ROLES } from '../../doctypes/cases/case-access';
import { listArg, optionalText, requiredText, text, withData } from './args';
import { canRead, childRowsOf, findCase, listRows, titlesOf, viewerFor } from './case-lookup';

/*
 * Dispatches (SPEC §3, §7): the case flags saying a notice went out and by which channel, set by
 * the case's neutral, and the dispatch records read for the dispatch report. Writes go through
 * updateDoc with the session user, so only the neutral's own cases (their write scope) change.
 */

/** Each dispatch of a case: its flag and channel on the case, and the doctype of its records. */
const DISPATCHES = {
  consent: { flag: 'consent_and_disclosure_dispatch', channel: 'consent_and_disclosure_channel', doctype: 'Consent And Disclosure Dispatch' },
  fhn: { flag: 'fhn_and_mom_dispatch', channel: 'fhn_and_mom_dispatch_channel', doctype: 'FHN And MOM Dispatch' },
  shn: { flag: 'shn_s17_order_and_mom_dispatch', channel: 'shn_s17_order_and_mom_dispatch_channel', doctype: 'SHN S17 Order And MOM Dispatch' },
  // Awards have no dispatch doctype of their own: the general Document Dispatch Tracker records them.
  award: { flag: 'award_dispatched', channel: 'award_dispatched_channel', doctype: 'Document Dispatch Tracker' },
} as const;

type Dispatch = (typeof DISPATCHES)[keyof typeof DISPATCHES];

const DISPATCH_FIELDS: string[] = Object.values(DISPATCHES).flatMap(({ flag, channel }) => [flag, channel]);
const CONSENT_FIELDS = ['consent', 'disclosure', 'consent_document', 'disclosure_document', 'consent_and_disclosure_dispatch', 'consent_and_disclosure_channel'];

/** The channels a case's dispatches of one kind were recorded with, latest record first, each once. */
async function recordedChannels(ctx: RequestContext, dispatch: Dispatch, link: 'claim' | 'dispute', names: readonly string[]): Promise<Map<string, string[]>> {
  const channels = new Map<string, string[]>();
  if (names.length === 0) return channels;
  const records = quoteIdent(ctx.registry.require(dispatch.doctype).table);
  const details = quoteIdent(ctx.registry.require('Dispatch Detail').table);
  const { rows } = await ctx.db.query<{ case_name: string; channel: string | null }>(
    `SELECT r.${quoteIdent(link)} AS "case_name", coalesce(d."channel", r."channel") AS "channel"
       FROM ${records} r LEFT JOIN ${details} d ON d."parent" = r."name" AND d."parenttype" = $2 AND d."parentfield" = 'dispatch_details'
      WHERE r.${quoteIdent(link)} = ANY($1::text[])
      ORDER BY r."creation" DESC, r."name" DESC, d."idx"`,
    [[...names], dispatch.doctype],
  );
  for (const row of rows) {
    if (!row.channel) continue;
    const list = channels.get(row.case_name) ?? [];
    if (!list.includes(row.channel)) list.push(row.channel);
    channels.set(row.case_name, list);
  }
  return channels;
}

const isTicked = (value: unknown) => value === 1 || value === true || value === '1';

/**
 * Approving a dispatch keeps the channel its deliveries were recorded with: the case says how the
 * notice went, not what a list offered by default. Without a channel the recorded one is taken;
 * another one is refused (record that delivery first). With nothing recorded the sent one stands.
 */
async function keepRecordedChannels(ctx: RequestContext, name: string, entry: MethodArgs, fields: Record<string, unknown>): Promise<void> {
  for (const dispatch of Object.values(DISPATCHES)) {
    if (!isTicked(entry[dispatch.flag])) continue;
    const { ref } = await findCase(ctx, name);
    const recorded = (await recordedChannels(ctx, dispatch, ref.link, [ref.name])).get(ref.name) ?? [];
    if (recorded.length === 0) continue;
    const given = text(fields[dispatch.channel]);
    if (!given) fields[dispatch.channel] = recorded[0];
    else if (!recorded.includes(given)) {
      const label = dispatchKindOf(dispatch.doctype)?.label ?? dispatch.doctype;
      throw new ValidationError(
        `${ref.name}: the ${label} deliveries were recorded by ${recorded.join(' and ')}; approve it with ${recorded.length === 1 ? 'that channel' : 'one of those channels'}, or record a delivery by ${given} first`,
      );
    }
  }
}

function assertNeutral(ctx: RequestContext, what: string): void {
  if (!isSystemManager(ctx.user) && !hasAnyRole(ctx.user, NEUTRAL_ROLES)) throw new PermissionError(`Only the case's neutral can ${what}`);
}

/** The fields of `allowed` present in `source`; check values as 1/0. */
function pick(source: MethodArgs, allowed: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(allowed.filter((field) => field in source).map((field) => [field, source[field]]));
}

/** A case the caller may read, then saved as the caller (403 when they may read but not change it). */
async function updateCase(ctx: RequestContext, name: string, fields: Record<string, unknown>): Promise<Doc> {
  const { ref } = await findCase(ctx, name);
  if (Object.keys(fields).length === 0) throw new ValidationError(`${name}: nothing to update`);
  return updateDoc(ctx, ref.doctype, ref.name, fields);
}

/**
 * Ticking a dispatch on a case approves its dispatch records of that kind (dispatch_approved), as
 * the neutral saving them; the case was just saved by the same neutral, so they may.
 */
async function approveRecords(ctx: RequestContext, caseDoc: Doc, entry: MethodArgs): Promise<void> {
  const link = caseKindOf(String(caseDoc.name)) === 'dispute' ? 'dispute' : 'claim';
  for (const dispatch of Object.values(DISPATCHES)) {
    if (!isTicked(entry[dispatch.flag])) continue;
    const { rows } = await ctx.db.query<{ name: string }>(
      `SELECT "name" FROM ${quoteIdent(ctx.registry.require(dispatch.doctype).table)} WHERE ${quoteIdent(link)} = $1 AND coalesce("dispatch_approved", 0) = 0`,
      [caseDoc.name],
    );
    for (const row of rows) await updateDoc(ctx, dispatch.doctype, row.name, { dispatch_approved: 1 }, { ignorePermissions: true });
  }
}

// claims_data: [{name, consent_and_disclosure_dispatch: 1, consent_and_disclosure_channel: 'Speed Post', …}].
// All cases or none: one bad row leaves every case as it was.
async function updateBulkDispatch(ctx: RequestContext, rawArgs: MethodArgs) {
  assertNeutral(ctx, 'record dispatches');
  const items = listArg(withData(rawArgs), 'claims_data');
  if (items.length === 0) throw new ValidationError('claims_data lists no cases');
  return ctx.db.transaction(async () => {
    const updated: string[] = [];
    for (const item of items) {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new ValidationError('Each entry of claims_data must be an object');
      const entry = item as MethodArgs;
      const name = text(entry.name) || text(entry.claim) || text(entry.docname) || text(entry.id);
      if (!name) throw new ValidationError('Each entry of claims_data needs the case name');
      const fields = pick(entry, DISPATCH_FIELDS);
      await keepRecordedChannels(ctx, name, entry, fields);
      const saved = await updateCase(ctx, name, fields);
      await approveRecords(ctx, saved, entry);
      updated.push(name);
    }
    return { updated };
  });
}

// The neutral's consent and disclosure declarations on a case (and their dispatch flag). With a
// `declaration` (the Sixth-Schedule answers), the server writes both texts itself, with the case
// counts it holds; otherwise `consent` and `disclosure` are stored as sent.
async function updateConsentDisclosure(ctx: RequestContext, rawArgs: MethodArgs) {
  assertNeutral(ctx, 'record consent and disclosure');
  const args = withData(rawArgs);
  const name = requiredText(args, 'docname', 'name', 'case', 'claim', 'dispute');
  const fields = pick(args, CONSENT_FIELDS);
  if (args.declaration !== undefined) {
    const { doc } = await findCase(ctx, name);
    const declaration = parseDeclaration(args.declaration);
    fields.disclosure = disclosureHtml(declaration, {
      ongoing: (doc.no_of_ongoing_cases ?? doc.no_of_ongoing_mediations) as number | null,
      done_for_present_claimants: doc.no_of_cases_done_of_present_claimants as number | null,
      total: doc.total_no_of_cases as number | null,
      other_claimants_companies: doc.no_of_cases_of_other_claimantscompanies as number | null,
    });
    fields.consent = consentHtml(ctx.user.fullName || ctx.user.name, name, caseKindOf(name) === 'dispute' ? 'mediator' : 'arbitrator');
  }
  const saved = await updateCase(ctx, name, fields);
  return { name: saved.name, ...Object.fromEntries(CONSENT_FIELDS.map((field) => [field, saved[field] ?? null])) };
}

function parseDeclaration(raw: unknown): DisclosureDeclaration {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new ValidationError('declaration is not valid JSON');
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ValidationError('declaration must be an object');
  const entry = value as Record<string, unknown>;
  const flag = entry.can_devote_time;
  const declaration: Partial<DisclosureDeclaration> = {
    relationships: text(entry.relationships),
    interests: text(entry.interests),
    engagements: text(entry.engagements),
    can_devote_time: flag === true || flag === 1 || flag === '1' ? true : flag === false || flag === 0 || flag === '0' ? false : undefined,
    time_note: text(entry.time_note),
  };
  const errors = declarationErrors(declaration);
  if (errors.length > 0) throw new ValidationError(errors.join('; '));
  return declaration as DisclosureDeclaration;
}

// The Consent & Disclosure screen: the caller's running cases (claims and disputes they are the
// neutral of), whether consent and disclosure are recorded, and whether their dispatch is approved.
async function listConsentDisclosure(ctx: RequestContext, args: MethodArgs) {
  const viewer = await viewerFor(ctx, args.email);
  if (!isSystemManager(viewer.user) && !hasAnyRole(viewer.user, NEUTRAL_ROLES)) throw new PermissionError('Consent and disclosure are the neutral\'s');
  const result: Doc[] = [];
  for (const [doctype, neutralField, kind] of [['Claim', 'arbitrator', 'claim'], ['Dispute', 'mediator_email_id', 'dispute']] as const) {
    if (!canRead(viewer, doctype)) continue;
    // A case manager looking as themselves sees every case; a neutral only theirs (row rules).
    // Only cases still awaiting consent and disclosure: accepted, and not past the award or the
    // mediation's outcome (shared-api's awaitsConsentAndDisclosure).
    const filters: unknown[][] = [['stage', 'not in', [...CONSENT_NOT_AWAITED_AT[kind]]]];
    if (!isSystemManager(viewer.user)) filters.push([neutralField, '=', viewer.user.name]);
    const rows = await listRows(viewer, doctype, {
      fields: ['name', 'stage', 'consent', 'disclosure', 'consent_document', 'disclosure_document', 'consent_and_disclosure_dispatch', 'consent_and_disclosure_channel', 'acceptance_date'],
      filters,
      order_by: 'name desc',
    });
    const titles = await titlesOf(viewer, doctype, rows.map((row) => String(row.name)));
    // What the approval keeps (keepRecordedChannels): the channels the deliveries were recorded with.
    const channels = await recordedChannels(viewer, DISPATCHES.consent, doctype === 'Claim' ? 'claim' : 'dispute', rows.map((row) => String(row.name)));
    for (const row of rows) {
      result.push({
        name: row.name,
        case_kind: doctype === 'Claim' ? 'claim' : 'dispute',
        title: titles.get(String(row.name)) ?? null,
        stage: row.stage,
        acceptance_date: row.acceptance_date ?? null,
        consent_recorded: Boolean(row.consent) && Boolean(row.disclosure),
        consent_document: row.consent_document ?? null,
        disclosure_document: row.disclosure_document ?? null,
        consent_and_disclosure_dispatch: row.consent_and_disclosure_dispatch ? 1 : 0,
        consent_and_disclosure_channel: row.consent_and_disclosure_channel ?? null,
        recorded_channels: channels.get(String(row.name)) ?? [],
      });
    }
  }
  return result;
}

// SPEC §6: only Arbitrator and Med-Arb fetch it. The neutral's working claims whose consent and
// disclosure have not been dispatched, with every dispatch flag for the bulk update screen.
async function listUncheckedDispatch(ctx: RequestContext, args: MethodArgs) {
  const viewer = await viewerFor(ctx, args.arbitrator ?? args.email);
  if (!hasAnyRole(viewer.user, ['Arbitrator', 'Med-Arb'])) throw new PermissionError('The dispatch list is for arbitrators');
  const rows = await listRows(viewer, 'Claim', {
    fields: ['name', 'stage', 'claim_type', 'user_email_id', 'arbitrator', 'arbitrator_name', ...DISPATCH_FIELDS],
    filters: [
      ['stage', 'not in', ['Draft', 'Completed']],
      ['consent_and_disclosure_dispatch', '=', 0],
    ],
    order_by: 'name desc',
  });
  const titles = await titlesOf(viewer, 'Claim', rows.map((row) => String(row.name)));
  return rows.map((row) => ({ ...row, title: titles.get(String(row.name)) }));
}

/**
 * Dispatch records of one kind the caller may read, newest first, each with its delivery rows and
 * its case's stage, dispatch flag and channel. `case` narrows to one case.
 */
async function dispatchDetails(ctx: RequestContext, args: MethodArgs, dispatch: (typeof DISPATCHES)[keyof typeof DISPATCHES]) {
  const viewer = await viewerFor(ctx, args.email);
  if (!canRead(viewer, dispatch.doctype)) throw new PermissionError(`No permission to read ${dispatch.doctype}`);
  const filters: unknown[][] = [];
  const caseName = optionalText(args, 'case', 'claim', 'dispute');
  if (caseName) {
    const { ref } = await findCase(viewer, caseName);
    filters.push([ref.link, '=', ref.name]);
  }
  const records = await listRows(viewer, dispatch.doctype, { fields: ['*'], filters, order_by: 'creation desc' });
  const details = await childRowsOf(viewer, 'Dispatch Detail', dispatch.doctype, 'dispatch_details', records.map((row) => String(row.name)));
  const cases = new Map<string, Doc>();
  for (const doctype of ['Claim', 'Dispute'] as const) {
    const names = [...new Set(records.map((row) => row[doctype === 'Claim' ? 'claim' : 'dispute']).filter((name): name is string => typeof name === 'string' && name !== ''))];
    if (names.length === 0 || !canRead(viewer, doctype)) continue;
    const rows = await listRows(viewer, doctype, { fields: ['name', 'stage', dispatch.flag, dispatch.channel], filters: [['name', 'in', names]] });
    for (const row of rows) cases.set(String(row.name), row);
  }
  return records.map((record) => {
    const caseDoc = cases.get(String(record.claim ?? record.dispute ?? ''));
    return {
      ...record,
      dispatch_details: details.get(String(record.name)) ?? [],
      case: record.claim ?? record.dispute ?? null,
      case_kind: caseKindOf(String(record.claim ?? record.dispute ?? '')),
      case_stage: caseDoc?.stage ?? null,
      dispatched: caseDoc?.[dispatch.flag] ?? null,
      dispatch_channel: caseDoc?.[dispatch.channel] ?? null,
    };
  });
}

export const dispatchMethods = appMethods({
  update_bulk_dispatch_and_channel: updateBulkDispatch,
  update_consent_disclosure: updateConsentDisclosure,
  list_consent_disclosure: listConsentDisclosure,
  list_unchecked_dispatch: listUncheckedDispatch,
  get_dispatch_details: (ctx, args) => dispatchDetails(ctx, args, DISPATCHES.consent),
  get_fhn_dispatch_details: (ctx, args) => dispatchDetails(ctx, args, DISPATCHES.fhn),
  get_shn_dispatch_details: (ctx, args) => dispatchDetails(ctx, args, DISPATCHES.shn),
  get_award_dispatch_details: (ctx, args) => dispatchDetails(ctx, args, DISPATCHES.award),
});
