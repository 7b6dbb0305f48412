import { deliveryGoneOut, dispatchKindOf, type DispatchDelivery } from 'shared-api/rules';
import type { Doc, HookContext } from '../../core/doctype/types';
import { applyCaseEffects, caseOfDocument } from '../cases/case-effects';

/**
 * SPEC §4: saving a dispatch updates the case. A hearing notice (first, or second with the s.17
 * order) needs no approval: once one of its deliveries has gone out, the case records that it was
 * dispatched (its flag) and how (the channel of that delivery). The consent and disclosure is
 * approved by the neutral on its own screen; the award is recorded once it reaches every party.
 */
export async function markCaseDispatched(doc: Doc, ctx: HookContext): Promise<void> {
  const ref = caseOfDocument(doc);
  const kind = dispatchKindOf(ctx.doctype.name);
  if (!ref || !kind) return;
  const rows = ((doc.dispatch_details as Doc[] | undefined) ?? []).filter((row) => deliveryGoneOut(row as DispatchDelivery));
  if (rows.length === 0) return;
  const channel = (rows.find((row) => row.channel)?.channel as string | undefined) ?? (doc.channel as string | undefined) ?? null;
  await applyCaseEffects(ctx, ref, { [kind.flag]: 1, ...(channel ? { [kind.channel]: channel } : {}) });
}
