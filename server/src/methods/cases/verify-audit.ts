import { verifyChain } from '../../core/documents/audit-chain';
import { PermissionError } from '../../core/errors';
import { registerMethod } from '../../core/methods';
import { isSystemManager } from '../../core/session-user';
import { API, requiredText } from './args';
import { findCase } from './case-lookup';

/*
 * Ours: awards are challenged in court, so the case manager can show that a case's record of who
 * did what and when is as it was written. Reports the first row whose chain link or content does
 * not hold (a row edited, removed or inserted in the database behind the portal's back).
 */
registerMethod(`${API}.verify_audit_trail`, {
  httpMethods: ['GET', 'POST'],
  async handler(ctx, args) {
    if (!isSystemManager(ctx.user)) throw new PermissionError('Only the case manager can verify the audit trail of a case');
    const { ref } = await findCase(ctx, requiredText(args, 'case', 'name', 'docname'));
    return verifyChain(ctx.db, ref.doctype, ref.name);
  },
});
