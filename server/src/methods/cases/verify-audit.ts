import { verifyChain } from '../../core/documents/audit-chain';
import { PermissionError } from '../../core/errors';
import type { RequestContext } from '../../core/context';
import { appMethods, type MethodArgs } from '../../core/methods';
import { isSystemManager } from '../../core/session-user';
import { requiredText } from './args';
import { findCase } from './case-lookup';

/*
 * Ours: awards are challenged in court, so the case manager can show that a case's record of who
 * did what and when is as it was written. Reports the first row whose chain link or content does
 * not hold (a row edited, removed or inserted in the database behind the portal's back).
 */
async function verifyAuditTrail(ctx: RequestContext, args: MethodArgs) {
  const { ref } = await findCase(ctx, requiredText(args, 'case', 'name', 'docname'));
  return verifyChain(ctx.db, ref.doctype, ref.name);
}

export const auditMethods = appMethods({ verify_audit_trail: verifyAuditTrail });
