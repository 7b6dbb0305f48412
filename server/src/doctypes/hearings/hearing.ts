import { canEditHearingVcLink, canRecordProceedings, caseTitle, HEARING_TYPES, sortRespondentsByContactType } from 'shared-api/rules';
import type { Doc, HookContext } from '../../core/doctype/types';
import { PermissionError } from '../../core/errors';
import { quoteIdent } from '../../core/query/sql';
import { isSystemManager } from '../../core/session-user';
import { CASE_READERS, NEUTRAL_ROLES, rolePermissions } from '../cases/case-access';
import { defineCaseDocument } from '../cases/define-case-document';
import { applyHearingEffects, applyHearingRemoval } from './hearing-effects';

/**
 * A hearing of a claim or a dispute. The assigned neutral schedules and records it; everyone on
 * the case (the respondent too) reads it.
 */
export const Hearing = defineCaseDocument({
  name: 'Hearing',
  naming: 'HRG-.#####',
  links: ['claim', 'dispute'],
  fields: [
    { fieldname: 'hearing_for', fieldtype: 'Select', options: ['Arbitration', 'Mediation'] },
    { fieldname: 'hearing_type', fieldtype: 'Select', options: HEARING_TYPES },
    { fieldname: 'status', fieldtype: 'Select', options: ['In Progress', 'Scheduled', 'Adjourned', 'Completed', 'Cancelled'], default: 'In Progress' },
    { fieldname: 'hearing_date', fieldtype: 'Date', index: true },
    { fieldname: 'hearing_time', fieldtype: 'Time' },
    { fieldname: 'posting_date', fieldtype: 'Date', default: 'Today' },
    { fieldname: 'mode_of_hearing', fieldtype: 'Select', options: ['Online', 'Offline'] },
    { fieldname: 'vc_link', fieldtype: 'Data', length: 500 },
    { fieldname: 'hearing_location', fieldtype: 'Data' },
    { fieldname: 'priority', fieldtype: 'Data' },
    { fieldname: 'requested_by', fieldtype: 'Data' },
    { fieldname: 'requestor_type', fieldtype: 'Data' },
    { fieldname: 'request', fieldtype: 'Small Text' },
    { fieldname: 'proposed_date', fieldtype: 'Date' },
    { fieldname: 'transcript', fieldtype: 'Text Editor' },
    { fieldname: 'hearing_attendees', fieldtype: 'Table', options: 'Hearing Attendee' },
    { fieldname: 'next_hearing_notice', fieldtype: 'Text Editor' },
    { fieldname: 'section_17_order', fieldtype: 'Text Editor' },
    { fieldname: 'claimant_name', fieldtype: 'Data' },
    { fieldname: 'respondent_name', fieldtype: 'Data' },
    { fieldname: 'agreement_number', fieldtype: 'Data' },
    { fieldname: 'user_email_id', fieldtype: 'Data' },
    { fieldname: 'lawyer_email_id', fieldtype: 'Data' },
    { fieldname: 'arbitrator', fieldtype: 'Data' },
    { fieldname: 'arbitrator_name', fieldtype: 'Data' },
    { fieldname: 'mediator_email_id', fieldtype: 'Data' },
    { fieldname: 'mediator_name', fieldtype: 'Data' },
    // A copy of the case's stage (case-parties.ts), kept current when the case moves.
    { fieldname: 'case_stage', fieldtype: 'Data', index: true },
  ],
  permissions: rolePermissions({ read: CASE_READERS, create: NEUTRAL_ROLES, write: NEUTRAL_ROLES, delete: NEUTRAL_ROLES }),
  access: { create: 'neutral', write: 'neutral', delete: 'neutral' },
  // The dashboards' names of the parties come from the case (fillPartyNames), like its other copies.
  fieldRules: [{ fields: ['claimant_name', 'respondent_name', 'agreement_number'], update: 'server' }],
  // Recorded while the case runs: not on a Draft (acceptance schedules the first hearing itself) nor a Completed case.
  openAt: canRecordProceedings,
  hooks: {
    async validate(doc, ctx) {
      if (!doc.hearing_for) doc.hearing_for = doc.dispute ? 'Mediation' : 'Arbitration';
      await fillPartyNames(doc, ctx);
      if (!ctx.trusted && !isSystemManager(ctx.user)) await assertVcLinkKept(doc, ctx);
    },
    onUpdate: applyHearingEffects,
    onTrash: applyHearingRemoval,
  },
});

/**
 * SPEC §6: only an Arbitrator edits the video link, and only of the second to fourth hearing. Any
 * other save keeps a link already known: the hearing's own, or for a new hearing one the case
 * already uses (the case's, or one of its hearings'). A hearing without a link may be given one,
 * or it could not be held online, and a link may be cleared when the hearing moves offline: what
 * is refused is pointing the parties somewhere new.
 */
async function assertVcLinkKept(doc: Doc, ctx: HookContext): Promise<void> {
  const next = linkOf(doc.vc_link);
  if (!next) return;
  const hearingType = typeof doc.hearing_type === 'string' ? doc.hearing_type : null;
  if (ctx.user.roles.some((role) => canEditHearingVcLink(role, hearingType))) return;
  const known = ctx.isNew ? await caseVcLinks(ctx, doc) : [linkOf(ctx.previous?.vc_link)].filter(Boolean);
  if (known.length === 0 || known.includes(next)) return;
  throw new PermissionError('Only the Arbitrator may change the video conference link, and only of the second to fourth hearing');
}

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/**
 * The dashboards' Parties column reads claimant_name and respondent_name off the hearing: a
 * hearing saved without them takes them (and the agreement number) from its case's title.
 */
async function fillPartyNames(doc: Doc, ctx: HookContext): Promise<void> {
  if (!blank(doc.claimant_name) && !blank(doc.respondent_name) && !blank(doc.agreement_number)) return;
  const [link, doctype, agreement] = doc.claim ? ['claim', 'Claim', 'arbitration_agreement_number'] : ['dispute', 'Dispute', 'mediation_agreement_number'];
  const caseName = doc[link];
  if (typeof caseName !== 'string' || caseName === '') return;
  const rowsOf = async (table: string, field: string) =>
    (await ctx.db.query<{ name1: string | null; company_name: string | null; contact_type?: string | null }>(
      `SELECT "name1", "company_name"${field === 'respondent_table' ? ', "contact_type"' : ''} FROM ${quoteIdent(table)}
       WHERE "parent" = $1 AND "parenttype" = $2 AND "parentfield" = $3 ORDER BY "idx"`,
      [caseName, doctype, field],
    )).rows;
  const [claimantName, respondentName] = caseTitle(
    await rowsOf('tabClaimant Table', 'claimant_table'),
    sortRespondentsByContactType(await rowsOf('tabRespondent Table', 'respondent_table')),
  ).split(' vs ');
  if (blank(doc.claimant_name)) doc.claimant_name = claimantName;
  if (blank(doc.respondent_name)) doc.respondent_name = respondentName;
  if (blank(doc.agreement_number)) {
    const { rows } = await ctx.db.query<Record<string, unknown>>(`SELECT ${quoteIdent(agreement)} AS "agreement" FROM ${quoteIdent(`tab${doctype}`)} WHERE "name" = $1`, [caseName]);
    doc.agreement_number = rows[0]?.agreement ?? null;
  }
}

const linkOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The links a case already uses: its own and its hearings'. */
async function caseVcLinks(ctx: HookContext, doc: Doc): Promise<string[]> {
  const [link, table] = doc.claim ? ['claim', 'tabClaim'] : ['dispute', 'tabDispute'];
  const { rows } = await ctx.db.query<{ vc_link: unknown }>(
    `SELECT "vc_link" FROM ${quoteIdent(table)} WHERE "name" = $1
     UNION SELECT "vc_link" FROM "tabHearing" WHERE ${quoteIdent(link)} = $1`,
    [doc[link]],
  );
  return rows.map((row) => linkOf(row.vc_link)).filter(Boolean);
}
