import { statementOfClaimSideEffects } from 'shared-api/rules';
import { today } from '../../core/datetime';
import type { Doc, HookContext } from '../../core/doctype/types';
import { CASE_REFS, ensureCaseDocument } from './case-effects';
import { checkStageChange, KIND_OF_DOCTYPE } from './stage-moves';

const CONSENT_DISPATCH_STAGE = 'Consent And Disclosure Dispatch';

/**
 * The respondent's statement_of_claim update (SPEC §4): stored as 1/0, and a case still at
 * Issuance of Notice moves on to Consent And Disclosure Dispatch once consent and disclosure are
 * recorded. Otherwise (or later) the flag alone is recorded; a stage sent in the same body is
 * checked like any other move.
 */
export async function applyStatementOfClaim(doc: Doc, ctx: HookContext): Promise<void> {
  if (ctx.isNew || !ctx.input || !('statement_of_claim' in ctx.input)) return;
  const effects = statementOfClaimSideEffects(doc.statement_of_claim === 1 ? 1 : 0);
  doc.statement_of_claim = effects.statement_of_claim;
  if (effects.statement_of_claim === 1 && !doc.statement_of_claim_date) doc.statement_of_claim_date = today();
  const from = String(ctx.previous?.stage ?? '');
  const kind = KIND_OF_DOCTYPE[ctx.doctype.name];
  if (doc.stage === from && (await checkStageChange(ctx.db, kind, from, effects.stage, ctx.user, doc)).ok) doc.stage = effects.stage;
}

/** A case entering Consent And Disclosure Dispatch gets its dispatch record (one per case). */
export async function ensureConsentDispatch(doc: Doc, ctx: HookContext): Promise<void> {
  if (doc.stage !== CONSENT_DISPATCH_STAGE || (!ctx.isNew && ctx.previous?.stage === CONSENT_DISPATCH_STAGE)) return;
  const ref = { ...(ctx.doctype.name === 'Claim' ? CASE_REFS.claim : CASE_REFS.dispute), name: String(doc.name) };
  await ensureCaseDocument(ctx, ref, 'Consent And Disclosure Dispatch', {}, { status: 'Pending', dispatch_approved: 0 });
}
