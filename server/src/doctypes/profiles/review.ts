import { defineDoctype } from '../../core/doctype/define';
import { nowDatetime } from '../../core/datetime';
import { insertDoc, updateDoc } from '../../core/documents';
import { DoesNotExistError, MandatoryError, PermissionError, ValidationError } from '../../core/errors';
import type { RequestContext } from '../../core/context';
import { appMethods, type MethodArgs } from '../../core/methods';
import { isSystemManager } from '../../core/session-user';

/**
 * Who approved or rejected which profile, when and why: one row per decision, written in the
 * decision's transaction. The case manager (System Manager) reads it; nobody changes it.
 */
export const ProfileReview = defineDoctype({
  name: 'Profile Review',
  naming: 'hash',
  fields: [
    { fieldname: 'registration', fieldtype: 'Link', options: 'User Registration', reqd: true, index: true },
    { fieldname: 'email_id', fieldtype: 'Data', reqd: true },
    { fieldname: 'user_type', fieldtype: 'Data' },
    { fieldname: 'decision', fieldtype: 'Select', options: ['Approved', 'Rejected'], reqd: true },
    { fieldname: 'reason', fieldtype: 'Small Text' },
  ],
  immutable: true,
});

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The case manager's decision on a profile Pending For Approval (ours; SPEC §4 names the status
 * only): Approve, or Reject with a reason. The profile's status moves, the decision is logged in
 * Profile Review (`owner` is who decided), and the applicant is mailed either way.
 */
async function reviewProfile(ctx: RequestContext, args: MethodArgs) {
  const name = text(args.name);
  const action = text(args.action);
  const reason = text(args.reason);
  if (!name) throw new MandatoryError('name is required');
  if (action !== 'Approve' && action !== 'Reject') throw new ValidationError('action must be Approve or Reject');
  if (action === 'Reject' && !reason) throw new MandatoryError('Please give the reason for rejecting the profile');
  const decision = action === 'Approve' ? 'Approved' : 'Rejected';
  let applicant: Record<string, unknown> | null = null;
  const saved = await updateDoc(ctx, 'User Registration', name, (previous: Record<string, unknown>) => {
    if (!previous) throw new DoesNotExistError(`User Registration ${name} not found`);
    if (previous.status !== 'Pending For Approval') {
      throw new ValidationError(`Only a profile Pending For Approval can be reviewed; ${name} is ${String(previous.status)}`);
    }
    applicant = previous;
    return { status: decision, review_reason: reason || null, reviewed_by: ctx.user.name, reviewed_on: nowDatetime() };
  });
  const profile = (applicant ?? saved) as Record<string, unknown>;
  await insertDoc(
    ctx,
    'Profile Review',
    { registration: name, email_id: profile.email_id, user_type: profile.user_type, decision, reason: reason || null },
    { ignorePermissions: true },
  );
  const who = [text(profile.salutation), text(profile.first_name), text(profile.last_name)].filter(Boolean).join(' ') || String(profile.email_id);
  await ctx.services.mailer.send({
    recipients: [String(profile.email_id)],
    subject: decision === 'Approved' ? 'Your ArbitRoute profile is approved' : 'Your ArbitRoute profile needs changes',
    message: [
      `Dear ${who},`,
      '',
      decision === 'Approved'
        ? `Your ${String(profile.user_type)} profile has been approved. You can now use every part of the portal.`
        : `Your ${String(profile.user_type)} profile was not approved. Reason: ${reason}`,
      ...(decision === 'Rejected' ? ['', 'Please update your profile and save it again to send it back for approval.'] : []),
    ].join('\n'),
  });
  return { name, status: saved.status, reviewed_by: saved.reviewed_by };
}

export const profileReviewMethods = appMethods({ review_profile: reviewProfile });
