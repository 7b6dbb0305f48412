import { FIELD_MESSAGES } from 'shared-api/schemas';
import { setPassword } from '../../auth/credentials';
import { randomPassword } from '../../auth/passwords';
import { assertNotLimited } from '../../auth/rate-limit';
import { insertDoc } from '../../core/documents';
import type { Doc, HookContext } from '../../core/doctype/types';
import { DuplicateEntryError } from '../../core/errors';
import { isGuest, isSystemManager } from '../../core/session-user';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Sign-up (SPEC §2 "Registration wizards", §7 `POST /resource/User Registration`): a new profile
 * whose e-mail has no account yet creates the account — a User with the role the profile chose
 * (`user_type`), a random password mailed to that address (hashed with scrypt, never shown in the
 * reply). Runs in the insert's transaction, so a refused profile leaves no account behind.
 *
 * An e-mail that already has an account is refused with the spec's "This email is already
 * existed!" (409), except for the account's owner adding their own profile and for the case
 * manager / the system, who link the profile to the existing account.
 */
export async function createAccountForRegistration(doc: Doc, ctx: HookContext): Promise<void> {
  const email = text(doc.email_id).toLowerCase();
  const { rows } = await ctx.db.query<{ name: string }>(`SELECT "name" FROM "tabUser" WHERE lower("name") = $1`, [email]);
  if (rows.length > 0) {
    if (ctx.trusted || isSystemManager(ctx.user) || ctx.user.name.toLowerCase() === email) return;
    throw new DuplicateEntryError(FIELD_MESSAGES.duplicateEmail);
  }
  if (!ctx.trusted && !isSystemManager(ctx.user)) {
    // Each sign-up mails a stranger's address: limit how many one client can start.
    const { signUpPerIp } = ctx.services.limits;
    const ip = ctx.request?.ip ?? 'local';
    await assertNotLimited([[signUpPerIp, ip]], 'Too many sign-ups from this address.');
    await signUpPerIp.hit(ip);
  }
  const enterprise = doc.customer_type === 'Enterprise';
  const firstName = text(doc.first_name) || (enterprise ? text(doc.company_name) : '') || email;
  await insertDoc(
    ctx,
    'User',
    {
      email,
      first_name: firstName,
      middle_name: text(doc.middle_name) || null,
      last_name: text(doc.last_name) || null,
      mobile_no: text(doc.primary_number) || null,
      user_type: 'Website User',
      enabled: 1,
      roles: [{ role: String(doc.user_type) }],
    },
    { ignorePermissions: true },
  );
  const password = randomPassword();
  await setPassword(ctx.db, email, password);
  const who = [text(doc.salutation), firstName, text(doc.last_name)].filter(Boolean).join(' ');
  await ctx.services.mailer.send({
    recipients: [email],
    subject: 'Your ArbitRoute account',
    message: [
      `Dear ${who},`,
      '',
      `Your ${String(doc.user_type)} account has been created. Log in with`,
      '',
      `Email: ${email}`,
      `Password: ${password}`,
      '',
      'Please change this password after you log in (Change password in the account menu).',
      ...(isGuest(ctx.user) ? ['If you did not sign up, ignore this message.'] : []),
    ].join('\n'),
    secrets: [password],
  });
}
