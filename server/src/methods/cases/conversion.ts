import type { CaseKind } from 'shared-api/rules';
import type { RequestContext } from '../../core/context';
import type { Doc } from '../../core/doctype/types';
import { insertDoc, loadDoc, updateDoc } from '../../core/documents';
import { PermissionError, ValidationError } from '../../core/errors';
import { rawReply, registerMethod, type MethodArgs } from '../../core/methods';
import { hasAnyRole, isSystemManager } from '../../core/session-user';
import { DRAFT } from '../../doctypes/cases/case-access';
import { API, requiredText, withData } from './args';
import { ACCESS_KIND, findCase } from './case-lookup';

/*
 * SPEC §4: "A case can be converted from mediation to arbitration (is_convereted 1) or referred to
 * mediation". Our design: the counterpart case is a new Draft of the other kind with the same
 * parties and case details, filed for the same claimant; the case manager assigns its neutral.
 * Both cases name each other in linked_case, and each carries the flag. Done by the case manager
 * or the case's own neutral, once per case.
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
  if (doc.linked_case) throw new ValidationError(`${ref.name} is already linked to ${String(doc.linked_case)}`);
  if (doc.stage === DRAFT) throw new ValidationError(`${ref.name} is still a Draft: it can be refiled instead`);

  const body: Doc = Object.fromEntries(COPIED_FIELDS.map((field) => [field, doc[field] ?? null]));
  for (const [table, child] of Object.entries(PARTY_TABLES)) body[table] = copyRows(ctx, child, doc[table]);
  Object.assign(body, { [AGREEMENT[to]]: doc[AGREEMENT[from]] ?? null, stage: DRAFT, linked_case: ref.name, [FLAG[to]]: 1 });

  return ctx.db.transaction(async () => {
    // The original stays locked until both cases are saved: a second call waits, then finds the link.
    const locked = await loadDoc(ctx.db, ctx.registry, ctx.registry.require(ref.doctype), ref.name, { forUpdate: true });
    if (locked?.linked_case) throw new ValidationError(`${ref.name} is already linked to ${String(locked.linked_case)}`);
    // Trusted: the counterpart is filed for the case's claimant, not for the caller.
    const created = await insertDoc(ctx, to === 'claim' ? 'Claim' : 'Dispute', body, { ignorePermissions: true });
    await updateDoc(ctx, ref.doctype, ref.name, { linked_case: created.name, [FLAG[to]]: 1 }, { ignorePermissions: true });
    return { [from]: ref.name, [to]: created.name as string };
  });
}

registerMethod(`${API}.convert_to_arbitration`, {
  httpMethods: ['POST'],
  async handler(ctx, args) {
    const linked = await createCounterpart(ctx, args, 'dispute');
    return rawReply({ message: 'Converted to arbitration successfully', ...linked });
  },
});

registerMethod(`${API}.refer_to_mediation`, {
  httpMethods: ['POST'],
  async handler(ctx, args) {
    const linked = await createCounterpart(ctx, args, 'claim');
    return rawReply({ message: 'Reffered Mediation successfully', ...linked });
  },
});
