import { canConvertToArbitration, canReferToMediation, CONVERSION_MESSAGES, type CaseKind } from 'shared-api/rules';
import type { RequestContext } from '../../core/context';
import type { Doc } from '../../core/doctype/types';
import { insertDoc, loadDoc, updateDoc } from '../../core/documents';
import { PermissionError, ValidationError } from '../../core/errors';
import { appMethods, rawReply, type MethodArgs } from '../../core/methods';
import { hasAnyRole, isSystemManager } from '../../core/session-user';
import { DRAFT } from '../../doctypes/cases/case-access';
import { rowFromDb } from '../../core/documents/load';
import { saveFile, storageKey } from '../../files/save-file';
import { requiredText, withData } from './args';
import { ACCESS_KIND, findCase } from './case-lookup';

/*
 * SPEC §4: "A case can be converted from mediation to arbitration (is_convereted 1) or referred to
 * mediation". Our design: the counterpart case is a new Draft of the other kind with the same
 * parties and case details, filed for the same claimant; the case manager assigns its neutral.
 * It carries the case's papers: the filing attachments and the documents of the case, each with a
 * copy of its files (the new case's people must reach them without the old case). Both cases name
 * each other in linked_case (the history link), and each carries the flag. Done by the case
 * manager or the case's own neutral, once per case, when shared-api's conversion rules allow it
 * (a mediation that failed; an arbitration before its award).
 */

/** What the counterpart copies: who is on the case and what it is about (not hearings, stage or neutral). */
const COPIED_FIELDS = [
  'claim_type', 'case_management_type', 'case_type', 'dispute_type',
  'user_email_id', 'lawyer_email', 'lawyer_email_id',
  'clause_number', 'arbitration_clause', 'composition_of_tribunal', 'date_of_agreement', 'disputed_value',
  'nature_of_dispute', 'venue', 'jurisdiction', 'interim_measures',
  'product', 'make_model', 'registration_no', 'engine_no', 'chassis_no', 'quantity', 'loan_amount',
  'no_of_instalments', 'instalment_amt', 'commencing_from', 'ending_on', 'foreclosure_date', 'repayment_amount',
  'criteria', 'repossessed_closure_on', 'sold_on', 'sale_amount', 'lrninvoking_date',
];
const PARTY_TABLES = { claimant_table: 'Claimant Table', respondent_table: 'Respondent Table' } as const;
const AGREEMENT = { claim: 'arbitration_agreement_number', dispute: 'mediation_agreement_number' } as const;
const FLAG = { claim: 'is_convereted', dispute: 'isarbreffercase' } as const;

/** Party rows as new rows of the other case: their declared values, not their identity. */
function copyRows(ctx: RequestContext, childName: string, rows: unknown): Doc[] {
  const child = ctx.registry.require(childName);
  return ((rows as Doc[] | undefined) ?? []).map((row) => Object.fromEntries(child.columnFields.map((field) => [field.fieldname, row[field.fieldname] ?? null])));
}

async function createCounterpart(ctx: RequestContext, rawArgs: MethodArgs, from: CaseKind) {
  const to: CaseKind = from === 'claim' ? 'dispute' : 'claim';
  const args = withData(rawArgs);
  const { ref, doc } = await findCase(ctx, requiredText(args, 'case', 'docname', 'name', from), from);
  const access = ACCESS_KIND[from];
  const isNeutral = hasAnyRole(ctx.user, access.neutralRoles) && doc[access.neutralField] === ctx.user.name;
  if (!isSystemManager(ctx.user) && !isNeutral) {
    throw new PermissionError(`Only the case manager or the ${from === 'claim' ? 'arbitrator' : 'mediator'} of ${ref.name} can ${from === 'claim' ? 'refer it to mediation' : 'convert it to arbitration'}`);
  }
  const rule = (from === 'dispute' ? canConvertToArbitration : canReferToMediation)({
    name: ref.name,
    stage: typeof doc.stage === 'string' ? doc.stage : DRAFT,
    is_nonsettled: doc.is_nonsettled as number,
    linked_case: typeof doc.linked_case === 'string' ? doc.linked_case : null,
  });
  if (!rule.ok) throw new ValidationError(rule.reason);

  const body: Doc = Object.fromEntries(COPIED_FIELDS.map((field) => [field, doc[field] ?? null]));
  for (const [table, child] of Object.entries(PARTY_TABLES)) body[table] = copyRows(ctx, child, doc[table]);
  Object.assign(body, { [AGREEMENT[to]]: doc[AGREEMENT[from]] ?? null, stage: DRAFT, linked_case: ref.name, [FLAG[to]]: 1 });

  return ctx.db.transaction(async () => {
    // The original stays locked until both cases are saved: a second call waits, then finds the link.
    const locked = await loadDoc(ctx.db, ctx.registry, ctx.registry.require(ref.doctype), ref.name, { forUpdate: true });
    if (locked?.linked_case) throw new ValidationError(`${ref.name} is already linked to ${String(locked.linked_case)}`);
    // Trusted: the counterpart is filed for the case's claimant, not for the caller.
    const toDoctype = to === 'claim' ? 'Claim' : 'Dispute';
    const created = await insertDoc(ctx, toDoctype, body, { ignorePermissions: true });
    await carryPapers(ctx, ref, doc, toDoctype, created.name as string);
    await updateDoc(ctx, ref.doctype, ref.name, { linked_case: created.name, [FLAG[to]]: 1 }, { ignorePermissions: true });
    return { [from]: ref.name, [to]: created.name as string };
  });
}

/** A copy of a stored file, attached to another document; null when the file is gone. */
async function copyFile(ctx: RequestContext, url: unknown, attachedToDoctype: string, attachedToName: string, field: string | null): Promise<string | null> {
  if (typeof url !== 'string' || url === '') return null;
  const { rows } = await ctx.db.query(`SELECT * FROM "tabFile" WHERE "file_url" = $1`, [url]);
  const file = rows[0] && rowFromDb(ctx.registry.require('File'), rows[0]);
  const stored = file ? await ctx.services.storage.open(storageKey(url)) : null;
  if (!file || !stored) return null;
  const saved = await saveFile(ctx, {
    content: stored.body,
    fileName: String(file.file_name ?? 'file'),
    isPrivate: file.is_private === 1,
    attachedToDoctype,
    attachedToName,
    attachedToField: field ?? undefined,
  });
  return String(saved.file_url);
}

/** The filing attachments and the documents of the case (with copies of their files) on the new case. */
async function carryPapers(ctx: RequestContext, ref: { doctype: string; link: string; name: string }, doc: Doc, toDoctype: string, toName: string): Promise<void> {
  const toLink = toDoctype === 'Claim' ? 'claim' : 'dispute';
  const attachments: Doc[] = [];
  for (const row of (doc.case_attachment_documents as Doc[] | undefined) ?? []) {
    const attachment = await copyFile(ctx, row.attachment, toDoctype, toName, 'attachment');
    attachments.push({ attachment_type: row.attachment_type ?? null, attachment: attachment ?? row.attachment ?? null });
  }
  if (attachments.length > 0) await updateDoc(ctx, toDoctype, toName, { case_attachment_documents: attachments }, { ignorePermissions: true });

  const documents = ctx.registry.require('Arbitration Document');
  const { rows } = await ctx.db.query(`SELECT * FROM "tabArbitration Document" WHERE ${ref.link === 'claim' ? '"claim"' : '"dispute"'} = $1 ORDER BY "creation", "name"`, [ref.name]);
  for (const original of rows.map((row) => rowFromDb(documents, row))) {
    const copy = await insertDoc(
      ctx,
      'Arbitration Document',
      {
        [toLink]: toName,
        document_type: original.document_type ?? null,
        document_class: original.document_class ?? null,
        description: [original.description, `Carried over from ${ref.name} (${String(original.name)})`].filter(Boolean).join(' — '),
        posting_date: original.posting_date ?? null,
        receipt_number: original.receipt_number ?? null,
        received_date: original.received_date ?? null,
        received: original.received ?? 0,
        attachment_type: original.attachment_type ?? null,
      },
      { ignorePermissions: true },
    );
    const { rows: files } = await ctx.db.query<{ file_url: string; attached_to_field: string | null }>(
      `SELECT "file_url", "attached_to_field" FROM "tabFile" WHERE "attached_to_doctype" = 'Arbitration Document' AND "attached_to_name" = $1 ORDER BY "creation"`,
      [original.name],
    );
    const urls: Record<string, string | null> = {};
    for (const file of files) {
      const url = await copyFile(ctx, file.file_url, 'Arbitration Document', String(copy.name), file.attached_to_field);
      if (file.file_url === original.attachment) urls.attachment = url;
      if (file.file_url === original.file_url) urls.file_url = url;
    }
    if (Object.keys(urls).length > 0) await updateDoc(ctx, 'Arbitration Document', String(copy.name), urls, { ignorePermissions: true });
  }
}

async function convertToArbitration(ctx: RequestContext, args: MethodArgs) {
  const linked = await createCounterpart(ctx, args, 'dispute');
  return rawReply({ message: CONVERSION_MESSAGES.converted, ...linked });
}

async function referToMediation(ctx: RequestContext, args: MethodArgs) {
  const linked = await createCounterpart(ctx, args, 'claim');
  return rawReply({ message: CONVERSION_MESSAGES.referred, ...linked });
}

export const conversionMethods = appMethods({ convert_to_arbitration: convertToArbitration, refer_to_mediation: referToMediation });
