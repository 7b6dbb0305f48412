import { updateDoc } from '../../core/documents';
import { PermissionError, ValidationError } from '../../core/errors';
import type { RequestContext } from '../../core/context';
import { appMethods, type MethodArgs } from '../../core/methods';
import { isSystemManager } from '../../core/session-user';
import { DRAFT } from '../../doctypes/cases/case-access';
import { requiredText, withData } from './args';
import { A_NEUTRAL, ACCESS_KIND, findCase, fullNameOf, holdsAnyRole, NEUTRAL_NAME_FIELD, registrationStatus, ROLE_WORD } from './case-lookup';

/*
 * Ours (SPEC §1 "admin permissions not shown"): the case manager assigns an approved neutral to a
 * Draft case. The case stays a Draft until the neutral accepts it (update_claim_fields /
 * accept_disputes); the assignment is in the case's audit trail like every change.
 */
async function assignNeutral(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const name = requiredText(args, 'docname', 'name', 'case');
  const { ref, doc } = await findCase(ctx, name);
  const field = ACCESS_KIND[ref.kind].neutralField;
  const neutral = requiredText(args, 'neutral', field, 'email').toLowerCase();
  if (doc.stage !== DRAFT) throw new ValidationError(`Only a Draft case is assigned; ${name} is in ${String(doc.stage)}`);
  if (!(await holdsAnyRole(ctx, neutral, ACCESS_KIND[ref.kind].neutralRoles))) {
    throw new ValidationError(`${neutral} is not registered as ${A_NEUTRAL[ref.kind]}`);
  }
  if ((await registrationStatus(ctx, neutral)) !== 'Approved') throw new ValidationError(`${neutral} is not an approved ${ROLE_WORD[ref.kind]}`);
  const values = { [field]: neutral, [NEUTRAL_NAME_FIELD[ref.kind]]: await fullNameOf(ctx, neutral) };
  // The stage is checked again on the locked row, in case the neutral accepted meanwhile.
  const saved = await updateDoc(ctx, ref.doctype, ref.name, (previous: Record<string, unknown>) => {
    if (previous.stage !== DRAFT) throw new ValidationError(`Only a Draft case is assigned; ${name} is in ${String(previous.stage)}`);
    return values;
  });
  return { name: ref.name, stage: saved.stage, [field]: saved[field], [NEUTRAL_NAME_FIELD[ref.kind]]: saved[NEUTRAL_NAME_FIELD[ref.kind]] };
}

export const assignMethods = appMethods({ assign_neutral: assignNeutral });
