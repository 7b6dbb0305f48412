import { FIELD_MESSAGES, PARTY_EMAIL_PATTERN } from 'shared-api/schemas';
import { MandatoryError, PermissionError, ValidationError } from '../core/errors';
import { appMethods, pathMethods, rawReply, type MethodArgs, type MethodHandler } from '../core/methods';
import type { RequestContext } from '../core/context';
import { isGuest, type SessionUser } from '../core/session-user';
import { getDoc } from '../core/documents';
import { generateKeys } from './api-keys';
import { clearLoginCookies } from './cookies';
import { checkPassword, setPassword, setTempPassword } from './credentials';
import { login } from './login';
import { randomPassword } from './passwords';
import { assertNotLimited } from './rate-limit';
import { deleteSession, deleteUserSessions } from './sessions';
import { findUserByLoginId } from './users';
import { recordRespondentLogout } from '../respondent-access/log-time';

const MIN_PASSWORD = 6;

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** What a page needs to know about its user (our login and boot replies share it). */
function userSummary(user: SessionUser) {
  return {
    user: user.name,
    full_name: user.fullName,
    roles: [...user.roles],
    user_type: user.userType,
    mobile_no: user.mobileNo,
  };
}

// Frappe's own login: {message: "Logged In", home_page, full_name} (+ csrf_token, ours).
async function frappeLogin(ctx: RequestContext, args: MethodArgs) {
  const { user, csrfToken } = await login(ctx, args.usr, args.pwd);
  return rawReply({ message: 'Logged In', home_page: '/app', full_name: user.fullName, csrf_token: csrfToken });
}

async function logout(ctx: RequestContext) {
  await recordRespondentLogout(ctx);
  if (ctx.user.session) await deleteSession(ctx.db, ctx.user.session.id);
  if (ctx.request && ctx.reply) clearLoginCookies(ctx.reply, ctx.request);
  return undefined;
}

const getLoggedUser: MethodHandler = (ctx) => ctx.user.name;

// The spec's login: login_id is an e-mail or a mobile number; the reply carries roles and details.
async function portalLogin(ctx: RequestContext, args: MethodArgs) {
  const { user, csrfToken } = await login(ctx, args.login_id, args.password);
  return { success: true, ...userSummary(user), csrf_token: csrfToken };
}

// Ours: lets a reloaded page learn who it is and recover its CSRF token.
function getBootInfo(ctx: RequestContext) {
  if (isGuest(ctx.user)) return { user: 'Guest', full_name: 'Guest', roles: [] };
  return { ...userSummary(ctx.user), ...(ctx.user.session ? { csrf_token: ctx.user.session.csrfToken } : {}) };
}

// Same reply whether or not the account exists, so it cannot be used to find accounts.
async function forgetPassword(ctx: RequestContext, args: MethodArgs) {
  const email = text(args.email ?? args.user).trim().toLowerCase();
  if (!PARTY_EMAIL_PATTERN.test(email)) throw new ValidationError('Please enter valid email');
  const { resetPerIp, resetPerAccount } = ctx.services.limits;
  const ip = ctx.request?.ip ?? 'local';
  await assertNotLimited([[resetPerIp, ip]], 'Too many password requests.');
  await resetPerIp.hit(ip);
  const name = await findUserByLoginId(ctx.db, email);
  if (name && (await resetPerAccount.retryAfter(name)) === 0) {
    await resetPerAccount.hit(name);
    await mailTemporaryPassword(ctx, name);
  }
  return 'Password has been sent to your email';
}

async function mailTemporaryPassword(ctx: RequestContext, user: string): Promise<void> {
  const { rows } = await ctx.db.query<{ enabled: number; full_name: string | null }>(
    `SELECT "enabled", "full_name" FROM "tabUser" WHERE "name" = $1`,
    [user],
  );
  if (!rows[0] || Number(rows[0].enabled) !== 1) return;
  const password = randomPassword();
  const hours = Math.round(ctx.services.config.tempPasswordTtlMs / 3_600_000);
  await setTempPassword(ctx.db, user, password, ctx.services.config.tempPasswordTtlMs);
  await ctx.services.mailer.send({
    recipients: [user],
    subject: 'Your new password',
    secrets: [password],
    message: [
      `Dear ${rows[0].full_name || user},`,
      '',
      `Your new password is: ${password}`,
      '',
      `It works for the next ${hours} hours. Log in with it and then set a password of your own.`,
      'If you did not ask for a new password, ignore this message: your current password still works.',
    ].join('\n'),
  });
}

async function resetPassword(ctx: RequestContext, args: MethodArgs) {
  const email = text(args.email).trim().toLowerCase() || ctx.user.name;
  if (email !== ctx.user.name.toLowerCase()) throw new PermissionError('You can only change your own password');
  const oldPassword = text(args.old_password);
  const newPassword = text(args.new_password);
  if (!oldPassword) throw new MandatoryError('Old password is required');
  if (!newPassword) throw new MandatoryError('New password is required');
  if (newPassword.length < MIN_PASSWORD) throw new ValidationError('Password must be atleast 6 characters long');
  if (newPassword !== text(args.confirm_password)) {
    throw new ValidationError('New password and confirm password do not match');
  }
  const { loginPerAccount } = ctx.services.limits;
  await assertNotLimited([[loginPerAccount, ctx.user.name]], 'Too many failed password attempts.');
  if (!(await checkPassword(ctx.db, ctx.user.name, oldPassword))) {
    await loginPerAccount.hit(ctx.user.name);
    throw new ValidationError('Old password is incorrect');
  }
  await setPassword(ctx.db, ctx.user.name, newPassword);
  // Anyone else holding a session for this account is logged out.
  await deleteUserSessions(ctx.db, ctx.user.name, ctx.user.session?.id);
  return 'Reset Password successfully';
}

/** The least time `validate_email` takes, found or not. */
export const EMAIL_CHECK_FLOOR_MS = 150;

// As specified: {error: true} when the e-mail is already registered (sign-up forms check it live),
// with the text the form shows under the field (SPEC §8).
async function validateEmail(ctx: RequestContext, args: MethodArgs) {
  const email = text(args.email_id).trim();
  if (!email) throw new MandatoryError('email_id is required');
  // It tells a guest whether an address is registered (the spec asks for that message), so it is
  // throttled like login, per IP and per address, and answers no sooner than EMAIL_CHECK_FLOOR_MS
  // either way, so the time taken says nothing the reply does not.
  const started = Date.now();
  const { emailCheckPerIp, emailCheckPerAddress } = ctx.services.limits;
  const ip = ctx.request?.ip ?? 'local';
  const address = email.toLowerCase();
  await assertNotLimited([[emailCheckPerIp, ip], [emailCheckPerAddress, address]], 'Too many e-mail checks.');
  await emailCheckPerIp.hit(ip);
  await emailCheckPerAddress.hit(address);
  const { rows } = await ctx.db.query(
    `SELECT 1 FROM "tabUser" WHERE lower("name") = lower($1)
     UNION ALL SELECT 1 FROM "tabUser Registration" WHERE lower("email_id") = lower($1) LIMIT 1`,
    [email],
  );
  const reply = rows.length > 0 ? { error: true, message: FIELD_MESSAGES.duplicateEmail } : { error: false };
  const wait = EMAIL_CHECK_FLOOR_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return reply;
}

// Frappe's path; System Manager only. Ours returns the key too; the secret is shown only here.
async function generateKeysFor(ctx: RequestContext, args: MethodArgs) {
  const user = text(args.user).trim();
  if (!user) throw new MandatoryError('user is required');
  await getDoc(ctx, 'User', user);
  const { key, secret } = await generateKeys(ctx.db, user, ctx.user.name);
  return { api_key: key, api_secret: secret };
}

export const authMethods = appMethods({ login: portalLogin, get_boot_info: getBootInfo, forget_password: forgetPassword, reset_password: resetPassword, validate_email: validateEmail });
export const frappeAuthMethods = pathMethods({
  login: frappeLogin,
  logout,
  'frappe.auth.get_logged_user': getLoggedUser,
  'frappe.core.doctype.user.user.generate_keys': generateKeysFor,
});
