import type { LegalHoldReply } from 'shared-api/methods';
import type { RequestContext } from '../core/context';
import { updateDoc } from '../core/documents';
import { ValidationError } from '../core/errors';
import { appMethods, type MethodArgs } from '../core/methods';
import { RETENTION_SCHEDULE, retentionRuns } from '../jobs/retention';
import { findCase } from '../methods/cases/case-lookup';
import { optionalText, requiredText, text, withData } from '../methods/cases/args';

/*
 * A legal hold: when litigation, an investigation or a court's order needs a case kept, the case
 * manager holds it; nothing of it is deleted (retention job, erasure requests, delete) until the
 * hold is lifted. Placing and lifting are case saves, so each is in the case's audit trail with
 * who did it, when, and the reason.
 */
async function setLegalHold(ctx: RequestContext, rawArgs: MethodArgs): Promise<LegalHoldReply> {
  const args = withData(rawArgs);
  const { ref } = await findCase(ctx, requiredText(args, 'case', 'docname', 'name'));
  const hold = text(args.hold);
  if (hold !== '0' && hold !== '1') throw new ValidationError('hold must be 1 (place the hold) or 0 (lift it)');
  const reason = optionalText(args, 'reason')?.trim() ?? '';
  if (reason === '') throw new ValidationError(hold === '1' ? 'Give the reason for the legal hold' : 'Give the reason for lifting the legal hold');
  const saved = await updateDoc(ctx, ref.doctype, ref.name, { legal_hold: Number(hold), legal_hold_reason: reason.slice(0, 1000) });
  return { case: String(saved.name), legal_hold: Number(saved.legal_hold) === 1 ? 1 : 0, legal_hold_reason: (saved.legal_hold_reason as string | null) ?? null };
}

async function getDataRetention(ctx: RequestContext) {
  return { schedule: [...RETENTION_SCHEDULE], runs: await retentionRuns(ctx.db) };
}

export const stewardshipMethods = appMethods({ set_legal_hold: setLegalHold, get_data_retention: getDataRetention });
