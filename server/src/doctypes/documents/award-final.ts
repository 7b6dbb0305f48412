import type { RequestContext } from '../../core/context';
import { today } from '../../core/datetime';
import { ensureCaseDocument, type CaseRef } from '../cases/case-effects';

/**
 * SPEC §4: "An Award-Final document is created when an award or hearing is saved with saveData
 * false". saveData is a flag of the save, not a field: false (or 0) marks the final save.
 */
export function isFinalSave(input: Readonly<Record<string, unknown>> | undefined): boolean {
  const flag = input?.saveData ?? input?.save_data;
  return flag === false || flag === 0 || flag === '0' || flag === 'false';
}

/** The case's Award-Final document, filed once (saving the final award again adds no copies). */
export async function ensureAwardFinalDocument(ctx: RequestContext, ref: CaseRef, source: string): Promise<void> {
  await ensureCaseDocument(ctx, ref, 'Arbitration Document', { document_type: 'Award-Final' }, {
    document_class: 'Award',
    description: `Final award (${source})`,
    posting_date: today(),
  });
}
