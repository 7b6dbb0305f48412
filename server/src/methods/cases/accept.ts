import type { CaseKind } from 'shared-api/rules';
import type { RequestContext } from '../../core/context';
import { today } from '../../core/datetime';
import { insertDoc, updateDoc } from '../../core/documents';
import { PermissionError, ValidationError } from '../../core/errors';
import { appMethods, type MethodArgs } from '../../core/methods';
import { hasAnyRole, isSystemManager } from '../../core/session-user';
import { DRAFT } from '../../doctypes/cases/case-access';
import { oneOf, optionalDate, optionalFlag, optionalInt, optionalText, optionalTime, requiredText, withData } from './args';
import { A_NEUTRAL, ACCESS_KIND, findCase, fullNameOf, holdsAnyRole, NEUTRAL_NAME_FIELD, registrationStatus, ROLE_WORD, titlesOf } from './case-lookup';

/*
 * A neutral accepting a case (SPEC §4, §7): update_claim_fields for an arbitration,
 * accept_disputes for a mediation. The Draft case moves to Assignment with the acceptance data,
 * and the first hearing is scheduled for the date, time and mode given — one transaction.
 *
 * Who: the neutral the case manager assigned (assign_neutral), with an Approved profile; or a
 * System Manager accepting on behalf of an approved neutral. The neutral role and the Approved
 * profile are checked here; the stage move is checked by the case's own hook.
 */

/** The neutral who accepts: the caller, or the one a System Manager names. */
async function acceptingNeutral(ctx: RequestContext, kind: CaseKind, caseDoc: Record<string, unknown>, args: MethodArgs): Promise<string> {
  const access = ACCESS_KIND[kind];
  const assigned = typeof caseDoc[access.neutralField] === 'string' ? (caseDoc[access.neutralField] as string) : '';
  const named = optionalText(args, access.neutralField)?.toLowerCase() ?? null;
  let neutral: string;
  if (isSystemManager(ctx.user)) {
    neutral = named ?? assigned;
    if (!neutral) throw new ValidationError(`${access.neutralField} is required: name the ${ROLE_WORD[kind]} who accepts the case`);
  } else {
    if (!hasAnyRole(ctx.user, access.neutralRoles) || assigned !== ctx.user.name) {
      throw new PermissionError(`Only the ${ROLE_WORD[kind]} assigned to ${String(caseDoc.name)} can accept it`);
    }
    if (named && named !== ctx.user.name) throw new PermissionError(`You can accept a case only as its ${ROLE_WORD[kind]} yourself`);
    neutral = ctx.user.name;
  }
  if (!(await holdsAnyRole(ctx, neutral, access.neutralRoles))) throw new ValidationError(`${neutral} is not registered as ${A_NEUTRAL[kind]}`);
  const status = await registrationStatus(ctx, neutral);
  if (status !== 'Approved') {
    throw new PermissionError(`The profile of ${neutral} is ${status ? `still ${status}` : 'missing'}: only an approved ${ROLE_WORD[kind]} can accept cases`);
  }
  return neutral;
}

async function acceptCase(ctx: RequestContext, rawArgs: MethodArgs, kind: CaseKind) {
  const args = withData(rawArgs);
  const { ref, doc } = await findCase(ctx, requiredText(args, 'docname', 'name'), kind);
  const neutral = await acceptingNeutral(ctx, kind, doc, args);
  if (doc.stage !== DRAFT) throw new ValidationError(`${ref.name} has already been accepted (stage ${String(doc.stage)})`);

  // Checked before anything is written, so bad input leaves the case as it was.
  const hearingDate = kind === 'claim' ? optionalDate(args, 'hearing_date') : optionalDate(args, 'hearing', 'hearing_date');
  const hearing = {
    mode_of_hearing: oneOf(args, 'mode_of_hearing', ['Online', 'Offline'] as const),
    vc_link: optionalText(args, 'vc_link'),
    hearing_location: optionalText(args, 'hearing_location'),
    hearing_date: hearingDate,
    hearing_time: optionalTime(args, 'hearing_time'),
  };
  const neutralName = optionalText(args, NEUTRAL_NAME_FIELD[kind]) ?? (await fullNameOf(ctx, neutral));
  const fields: Record<string, unknown> = {
    ...hearing,
    [ACCESS_KIND[kind].neutralField]: neutral,
    [NEUTRAL_NAME_FIELD[kind]]: neutralName,
    acceptance_by: optionalText(args, 'acceptance_by') ?? neutralName,
    acceptance_date: optionalDate(args, 'acceptance_date') ?? today(),
    stage: 'Assignment',
  };
  if (kind === 'claim') {
    fields.fee_confirmation = optionalFlag(args, 'fee_confirmation') ?? 0;
    fields.time_increment = optionalInt(args, 'time_increment', 0, 1440);
    for (const count of ['no_of_ongoing_cases', 'no_of_cases_done_of_present_claimants', 'total_no_of_cases', 'no_of_cases_of_other_claimantscompanies']) {
      fields[count] = optionalInt(args, count);
    }
  } else {
    fields.due_date = optionalDate(args, 'due_date');
    fields.no_of_ongoing_mediations = optionalInt(args, 'no_of_ongoing_mediations');
  }
  // Absent values leave what the case holds.
  for (const [key, value] of Object.entries(fields)) if (value === null) delete fields[key];

  return ctx.db.transaction(async () => {
    // Checked again on the locked row: of two acceptances at once, the second finds it taken.
    const onlyDraft = (previous: Record<string, unknown>) => {
      if (previous.stage !== DRAFT) throw new ValidationError(`${ref.name} has already been accepted (stage ${String(previous.stage)})`);
      return fields;
    };
    const saved = await updateDoc(ctx, ref.doctype, ref.name, onlyDraft, { ignorePermissions: true });
    let hearingName: string | null = null;
    if (hearingDate) {
      const [claimantName, respondentName] = ((await titlesOf(ctx, ref.doctype, [ref.name])).get(ref.name) ?? '').split(' vs ');
      const created = await insertDoc(
        ctx,
        'Hearing',
        {
          [ref.link]: ref.name,
          hearing_type: 'First Hearing',
          ...hearing,
          claimant_name: claimantName,
          respondent_name: respondentName,
          agreement_number: saved.arbitration_agreement_number ?? saved.mediation_agreement_number ?? null,
        },
        { ignorePermissions: true },
      );
      hearingName = created.name as string;
    }
    return { name: ref.name, stage: saved.stage, [ACCESS_KIND[kind].neutralField]: neutral, hearing: hearingName };
  });
}

export const acceptMethods = appMethods({
  update_claim_fields: (ctx, args) => acceptCase(ctx, args, 'claim'),
  accept_disputes: (ctx, args) => acceptCase(ctx, args, 'dispute'),
});
