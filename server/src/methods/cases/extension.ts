import { extensionRequester, type ExtensionAction, type ExtensionParty } from 'shared-api/rules';
import type { RequestContext } from '../../core/context';
import type { Doc } from '../../core/doctype/types';
import { updateDoc } from '../../core/documents';
import { PermissionError, ValidationError } from '../../core/errors';
import { appMethods, type MethodArgs } from '../../core/methods';
import { isSystemManager, respondentCaseOf } from '../../core/session-user';
import { actionForStatus, extensionPatch } from '../../doctypes/cases/case-extension';
import { oneOf, optionalFlag, optionalInt, optionalText, requiredText, withData } from './args';
import { findCase } from './case-lookup';

/*
 * The mediation update / extension call (SPEC §4 "Extension", §7 "mediation update: path not
 * shown"): ours is update_mediation. Either party asks for more time; the other approves or
 * rejects (shared-api checkExtensionAction). The claimant side may do this although it cannot
 * change the dispute itself once filed, so the write is trusted after these checks.
 */

/** Which side of the dispute the caller is on; the case manager acts for the side the request implies. */
function partyOf(ctx: RequestContext, dispute: Doc, action: ExtensionAction, args: MethodArgs): ExtensionParty {
  if (respondentCaseOf(ctx.user)) return 'respondent';
  const me = ctx.user.name;
  const claimantSide =
    (ctx.user.roles.includes('Claimant') && dispute.user_email_id === me) ||
    (ctx.user.roles.includes('Lawyer') && (dispute.lawyer_email === me || dispute.lawyer_email_id === me));
  if (claimantSide) return 'claimant';
  if (!isSystemManager(ctx.user)) throw new PermissionError('Only the parties to the dispute can ask for or answer an extension');
  const named = oneOf(args, 'party', ['respondent', 'claimant'] as const);
  if (named) return named;
  if (action === 'request') {
    if (optionalFlag(args, 'requested_by_claimant') === 1) return 'claimant';
    if (optionalFlag(args, 'requested_by_respondent') === 1) return 'respondent';
    throw new ValidationError('Say for which party: party, requested_by_claimant or requested_by_respondent');
  }
  const requester = extensionRequester(dispute);
  if (!requester) throw new ValidationError('There is no extension request to answer');
  return requester === 'respondent' ? 'claimant' : 'respondent';
}

/** The action: given outright, or read from the status or flags the screens send. */
function actionOf(args: MethodArgs): ExtensionAction {
  const named = oneOf(args, 'action', ['request', 'approve', 'reject'] as const);
  if (named) return named;
  const status = optionalText(args, 'extension_status');
  if (status) {
    const action = actionForStatus(status);
    if (!action) throw new ValidationError(`extension_status ${status} is not an action: send Extension Request Sent, Extended or Extension Rejected`);
    return action;
  }
  if (optionalFlag(args, 'is_extended') === 1) return 'approve';
  if (optionalFlag(args, 'requested_by_respondent') === 1 || optionalFlag(args, 'requested_by_claimant') === 1) return 'request';
  throw new ValidationError('Nothing to do: send extension_status (or action request, approve or reject)');
}

async function updateMediation(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const { ref, doc } = await findCase(ctx, requiredText(args, 'case', 'name', 'docname', 'dispute'), 'dispute');
  const action = actionOf(args);
  partyOf(ctx, doc, action, args); // refuses someone who is not a party before anything is locked
  const input = { days: optionalInt(args, 'no_of_days_extended', 1, 365), reason: optionalText(args, 'reason_for_extension') };
  // Decided on the locked row, so two answers at once cannot both pass the rules.
  const saved = await updateDoc(ctx, ref.doctype, ref.name, (locked: Doc) => extensionPatch(locked, action, partyOf(ctx, locked, action, args), input), { ignorePermissions: true });
  const fields = ['extension_status', 'is_extended', 'requested_by_respondent', 'requested_by_claimant', 'no_of_days_extended', 'extended_date', 'due_date', 'reason_for_extension'];
  return { name: ref.name, ...Object.fromEntries(fields.map((field) => [field, saved[field] ?? null])) };
}

export const extensionMethods = appMethods({ update_mediation: updateMediation });
