import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_PATTERN, FIELD_MESSAGES } from 'shared-api/schemas';
import { MOBILE_START, normalizeIndianMobile } from 'shared-api/rules';
import type { RequestContext } from '../core/context';
import { DuplicateEntryError, MandatoryError, PermissionError, TooManyRequestsError, ValidationError } from '../core/errors';
import { appMethods, type MethodArgs } from '../core/methods';
import { isGuest } from '../core/session-user';
import { requestSignUpTokenId } from '../doctypes/profiles/sign-up-token';
import { respondentAccessOf } from '../respondent-access/config';
import { heldByAnother, PROOF_MS, type Channel } from './identifiers';
import { assertNotLimited } from './rate-limit';

/*
 * Proof of an identifier (SPEC §2 sign-up; ours): an e-mail address or a mobile number is bound to
 * an account only after its holder types the code sent to it — by mail, or by SMS through the same
 * sender as the respondent codes (the `SMS Log` outbox without a provider). A guest's codes belong
 * to their sign-up (its token, profiles/sign-up-token.ts), a signed-in user's to their account, so
 * a code proven in one sign-up proves nothing in another. Codes are kept as HMACs only.
 *
 *   send_identity_code    {channel: email|mobile, value}  → a code to that address or number
 *   verify_identity_code  {channel, value, code}          → the value is proven for this subject
 *
 * An identifier another account already holds is refused before any code is sent, with a message
 * that says so without saying whose it is.
 */


export const IDENTITY_CODE_LIMITS = {
  /** How long a code works. */
  ttlMs: 10 * 60_000,
  /** No new code for the same subject and value before this. */
  resendAfterMs: 60_000,
  /** Codes per subject and channel in `windowMs`. */
  sendsPerWindow: 5,
  windowMs: 30 * 60_000,
  /** Wrong codes before the code is void (a new one must be asked for). */
  maxWrongCodes: 5,
  /** How long a proof holds (a sign-up token lives 24 h). */
  proofMs: PROOF_MS,
} as const;

export const IDENTITY_CODE_MESSAGES = {
  wrong: 'That code is not right. Check the latest code we sent and try again.',
  expired: 'This code has expired. Ask for a new code.',
  none: 'Ask for a code first.',
  tooManyWrong: 'Too many wrong codes. Ask for a new code.',
  wait: 'A code was sent a moment ago. You can ask for a new one in',
  tooMany: 'Too many codes asked for.',
  signOut: 'You are signed in: sign out to sign up another account.',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The value as it is compared and stored: an e-mail lower-cased, a mobile as its 10 digits. */
export function normalizeIdentifier(channel: Channel, value: string): string {
  return channel === 'email' ? value.trim().toLowerCase() : normalizeIndianMobile(value);
}

function checkFormat(channel: Channel, value: string): void {
  if (channel === 'email') {
    if (!EMAIL_PATTERN.test(value)) throw new ValidationError(FIELD_MESSAGES.profileEmail);
  } else {
    if (!/^\d{10}$/.test(value)) throw new ValidationError(FIELD_MESSAGES.primaryNumber);
    if (!MOBILE_START.test(value)) throw new ValidationError(FIELD_MESSAGES.mobileStart);
  }
}


/** The subject a request's codes belong to: its sign-up (guest) or its account. */
async function subjectOf(ctx: RequestContext, args: MethodArgs): Promise<{ subject: string; ownEmail: string | null }> {
  if (isGuest(ctx.user)) {
    const id = await requestSignUpTokenId({ ...ctx, input: args });
    return { subject: `signup:${id}`, ownEmail: null };
  }
  if (ctx.user.respondentCase) throw new PermissionError('Not permitted');
  return { subject: `user:${ctx.user.name}`, ownEmail: ctx.user.name };
}

function hashCode(ctx: RequestContext, subject: string, channel: Channel, value: string, salt: string, code: string): string {
  return createHmac('sha256', respondentAccessOf(ctx.services).secret).update(`identity\n${subject}\n${channel}\n${value}\n${salt}\n${code}`).digest('hex');
}

interface CodeRow {
  value: string;
  code_hash: string | null;
  salt: string | null;
  expires: string | number | null;
  sends: unknown;
  failures: number;
  verified_at: string | number | null;
}

const stamps = (value: unknown, since: number) => (Array.isArray(value) ? value.map(Number) : []).filter((at) => Number.isFinite(at) && at > since);
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function maskIdentifier(channel: Channel, value: string): string {
  if (channel === 'mobile') return `******${value.slice(-4)}`;
  const [local, domain] = value.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}

function channelOf(args: MethodArgs): Channel {
  const channel = text(args.channel);
  if (channel !== 'email' && channel !== 'mobile') throw new ValidationError('channel must be email or mobile');
  return channel;
}

function valueOf(args: MethodArgs, channel: Channel): string {
  const raw = text(args.value);
  if (!raw) throw new MandatoryError(channel === 'email' ? 'Email is required' : 'Mobile Number is required');
  const value = normalizeIdentifier(channel, raw);
  checkFormat(channel, value);
  return value;
}

async function sendIdentityCode(ctx: RequestContext, args: MethodArgs) {
  const channel = channelOf(args);
  const value = valueOf(args, channel);
  const { subject, ownEmail } = await subjectOf(ctx, args);
  const { identityCodePerIp } = ctx.services.limits;
  const ip = ctx.request?.ip ?? 'local';
  await assertNotLimited([[identityCodePerIp, ip]], IDENTITY_CODE_MESSAGES.tooMany);
  // Counted whether or not a code goes out: a refusal says the identifier is registered.
  await identityCodePerIp.hit(ip);
  if (await heldByAnother(ctx.db, channel, value, ownEmail)) {
    throw new DuplicateEntryError(channel === 'email' ? FIELD_MESSAGES.duplicateEmail : FIELD_MESSAGES.mobileTaken);
  }
  const limits = IDENTITY_CODE_LIMITS;
  const now = Date.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const outcome = await ctx.db.transaction(async (tx) => {
    await tx.query(`DELETE FROM "__identity_codes" WHERE "updated" < $1`, [now - limits.proofMs]);
    await tx.query(
      `INSERT INTO "__identity_codes" ("subject", "channel", "value", "updated") VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [subject, channel, value, now],
    );
    const { rows } = await tx.query<CodeRow>(`SELECT * FROM "__identity_codes" WHERE "subject" = $1 AND "channel" = $2 FOR UPDATE`, [subject, channel]);
    const row = rows[0];
    const sends = stamps(row.sends, now - limits.windowMs);
    const last = sends.length > 0 ? Math.max(...sends) : null;
    // The cooldown is per value: a corrected typo gets its code at once (the window still counts).
    const cooldown = last !== null && row.value === value ? last + limits.resendAfterMs - now : 0;
    const windowFull = sends.length >= limits.sendsPerWindow ? Math.min(...sends) + limits.windowMs - now : 0;
    const wait = Math.max(cooldown, windowFull);
    if (wait > 0) return { wait };
    const salt = randomBytes(16).toString('hex');
    await tx.query(
      `UPDATE "__identity_codes" SET "value" = $3, "code_hash" = $4, "salt" = $5, "expires" = $6, "sends" = CAST($7::text AS jsonb),
         "failures" = 0, "verified_at" = NULL, "updated" = $8 WHERE "subject" = $1 AND "channel" = $2`,
      [subject, channel, value, hashCode(ctx, subject, channel, value, salt, code), salt, now + limits.ttlMs, JSON.stringify([...sends, now]), now],
    );
    return { wait: 0 };
  });
  if (outcome.wait > 0) {
    const wait = seconds(outcome.wait);
    throw new TooManyRequestsError(`${IDENTITY_CODE_MESSAGES.wait} ${wait} second${wait === 1 ? '' : 's'}.`, wait);
  }
  const minutes = Math.round(limits.ttlMs / 60_000);
  if (channel === 'email') {
    await ctx.services.mailer.send({
      recipients: [value],
      subject: `${code} is your ArbitRoute verification code`,
      message: [
        `Your ArbitRoute verification code is ${code}.`,
        '',
        `Enter it where you were asked to confirm this e-mail address. It works for ${minutes} minutes.`,
        'If you did not ask for it, ignore this message: nothing is registered to this address without the code.',
      ].join('\n'),
      secrets: [code],
    });
  } else {
    await respondentAccessOf(ctx.services).sms.send(
      value,
      `${code} is your ArbitRoute code to confirm this mobile number. It is valid for ${minutes} minutes. Do not share it with anyone.`,
      { doctype: 'User', name: 'identity-check' },
    );
  }
  return {
    sent: true,
    channel,
    to: maskIdentifier(channel, value),
    expires_in: seconds(limits.ttlMs),
    resend_after: seconds(limits.resendAfterMs),
  };
}

async function verifyIdentityCode(ctx: RequestContext, args: MethodArgs) {
  const channel = channelOf(args);
  const value = valueOf(args, channel);
  const code = text(args.code);
  if (!code) throw new MandatoryError('Enter the code');
  const { subject } = await subjectOf(ctx, args);
  const now = Date.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<CodeRow>(`SELECT * FROM "__identity_codes" WHERE "subject" = $1 AND "channel" = $2 FOR UPDATE`, [subject, channel]);
    const row = rows[0];
    if (!row || row.value !== value || row.code_hash === null || row.salt === null) return 'none' as const;
    if (Number(row.expires) <= now) return 'expired' as const;
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(hashCode(ctx, subject, channel, value, row.salt, code), 'hex');
    if (/^\d{6}$/.test(code) && expected.length === given.length && timingSafeEqual(expected, given)) {
      await tx.query(
        `UPDATE "__identity_codes" SET "code_hash" = NULL, "salt" = NULL, "verified_at" = $3, "updated" = $3 WHERE "subject" = $1 AND "channel" = $2`,
        [subject, channel, now],
      );
      return 'ok' as const;
    }
    const failures = Number(row.failures) + 1;
    const voided = failures >= IDENTITY_CODE_LIMITS.maxWrongCodes;
    await tx.query(
      `UPDATE "__identity_codes" SET "failures" = $3, "code_hash" = CASE WHEN $4 THEN NULL ELSE "code_hash" END, "updated" = $5
       WHERE "subject" = $1 AND "channel" = $2`,
      [subject, channel, failures, voided, now],
    );
    return voided ? ('void' as const) : ('wrong' as const);
  });
  switch (outcome) {
    case 'ok':
      return { verified: true, channel, value };
    case 'expired':
      throw new ValidationError(IDENTITY_CODE_MESSAGES.expired);
    case 'none':
      throw new ValidationError(IDENTITY_CODE_MESSAGES.none);
    case 'void':
      throw new ValidationError(IDENTITY_CODE_MESSAGES.tooManyWrong);
    case 'wrong':
      throw new ValidationError(IDENTITY_CODE_MESSAGES.wrong);
  }
}


export const identityCodeMethods = appMethods({ send_identity_code: sendIdentityCode, verify_identity_code: verifyIdentityCode });
