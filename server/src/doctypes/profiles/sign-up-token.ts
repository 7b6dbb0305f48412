import { createHash, randomBytes } from 'node:crypto';
import type { RequestContext } from '../../core/context';
import type { Doc, HookContext } from '../../core/doctype/types';
import { PermissionError, ValidationError } from '../../core/errors';
import { appMethods } from '../../core/methods';
import { isGuest } from '../../core/session-user';
import { assertNotLimited } from '../../auth/rate-limit';
import type { DetectedType } from '../../files/magic';

/**
 * Guest uploads of a sign-up (bar council id, certificates, signature, letterhead) are made before
 * any account exists. `start_signup` hands the browser a random token (kept for SIGN_UP_TOKEN_HOURS);
 * the server keeps only its SHA-256. A guest may upload only with a live token, only PDF, PNG or
 * JPEG, at most SIGN_UP_MAX_FILE_BYTES each and SIGN_UP_MAX_FILES per sign-up; the file is private
 * and attached to `signup:<id>`, which no document is named. The final `POST /resource/User
 * Registration` with the same token (header X-Signup-Token, or `signup_token` in the body) may name only files of that sign-up;
 * they are then attached to the new profile and the token is spent.
 */
export const SIGN_UP_TOKEN_HEADER = 'x-signup-token';
export const SIGN_UP_TOKEN_HOURS = 24;
export const SIGN_UP_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const SIGN_UP_MAX_FILES = 10;
export const SIGN_UP_FILE_TYPES = new Set(['pdf', 'png', 'jpg', 'jpeg']);

/** Attach fields of a User Registration that a sign-up may fill with its own uploads. */
const SIGN_UP_ATTACH_FIELDS = ['bar_council_id', 'certificates', 'signature', 'letterhead', 'profile_image'] as const;

const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');
export const signUpAttachName = (id: string) => `signup:${id}`;

/** The token from the X-Signup-Token header, or a `signup_token` form field or body key. */
function tokenFrom(ctx: RequestContext & { input?: Readonly<Record<string, unknown>> }, fields: Record<string, string> = {}): string {
  const header = ctx.request?.headers[SIGN_UP_TOKEN_HEADER];
  const fromBody = typeof ctx.input?.signup_token === 'string' ? ctx.input.signup_token : undefined;
  const value = (Array.isArray(header) ? header[0] : header) ?? fields.signup_token ?? fromBody ?? '';
  return value.trim();
}

/**
 * The id of the live sign-up token this request carries (header, form field or body), or a
 * PermissionError: what e-mail and mobile codes of a sign-up are bound to (auth/identity-codes.ts).
 */
export async function requestSignUpTokenId(ctx: RequestContext & { input?: Readonly<Record<string, unknown>> }): Promise<string> {
  return liveTokenId(ctx, tokenFrom(ctx));
}

/** The id of the caller's live sign-up token, or a PermissionError. */
async function liveTokenId(ctx: RequestContext, token: string): Promise<string> {
  if (!/^[A-Za-z0-9_-]{32,128}$/.test(token)) throw new PermissionError('This sign-up has expired. Please start the sign-up again.');
  const id = tokenId(token);
  const { rows } = await ctx.db.query<{ expires: string }>(`SELECT "expires" FROM "__signup_tokens" WHERE "id" = $1`, [id]);
  if (!rows[0] || Number(rows[0].expires) < Date.now()) throw new PermissionError('This sign-up has expired. Please start the sign-up again.');
  return id;
}

async function startSignUp(ctx: RequestContext) {
  const { signUpTokenPerIp } = ctx.services.limits;
  const ip = ctx.request?.ip ?? 'local';
  await assertNotLimited([[signUpTokenPerIp, ip]], 'Too many sign-ups from this address.');
  await signUpTokenPerIp.hit(ip);
  const now = Date.now();
  const token = randomBytes(32).toString('base64url');
  const expires = now + SIGN_UP_TOKEN_HOURS * 3600_000;
  await ctx.db.query(`DELETE FROM "__signup_tokens" WHERE "expires" < $1`, [now]);
  await ctx.db.query(`INSERT INTO "__signup_tokens" ("id", "created", "expires") VALUES ($1, $2, $3)`, [tokenId(token), now, expires]);
  return { signup_token: token, expires_in: SIGN_UP_TOKEN_HOURS * 3600 };
}

/**
 * Where a guest's upload goes: only into their own sign-up, with a live token. Called by
 * upload_file when the file arrives, before any of it is stored.
 */
export async function guestUploadTarget(ctx: RequestContext, fields: Record<string, string>): Promise<{ doctype: string; name: string; tokenId: string }> {
  const doctype = fields.doctype?.trim();
  if (doctype !== 'User Registration') throw new PermissionError('Guests can attach files only to their own sign-up');
  const id = await liveTokenId(ctx, tokenFrom(ctx, fields));
  return { doctype, name: signUpAttachName(id), tokenId: id };
}

/**
 * The sign-up's limits on a guest's file, once its first bytes have told its type (upload_file
 * streams it under SIGN_UP_MAX_FILE_BYTES). Counted before the file is stored, so a sign-up cannot
 * fill the disk; returns how to give the count back if the file is then not stored.
 */
export async function countSignUpUpload(ctx: RequestContext, tokenId: string, type: DetectedType | null): Promise<() => Promise<void>> {
  if (!SIGN_UP_FILE_TYPES.has(type?.extension.toLowerCase() ?? '')) throw new ValidationError('A sign-up takes PDF, PNG or JPEG files only');
  const { rows } = await ctx.db.query<{ uploads: number }>(
    `UPDATE "__signup_tokens" SET "uploads" = "uploads" + 1 WHERE "id" = $1 AND "uploads" < $2 RETURNING "uploads"`,
    [tokenId, SIGN_UP_MAX_FILES],
  );
  if (rows.length === 0) throw new ValidationError(`A sign-up can attach at most ${SIGN_UP_MAX_FILES} files`);
  return async () => {
    await ctx.db.query(`UPDATE "__signup_tokens" SET "uploads" = "uploads" - 1 WHERE "id" = $1 AND "uploads" > 0`, [tokenId]);
  };
}

/**
 * Validate hook of a guest's new User Registration: every file it names must be one of this
 * sign-up's uploads. Returns the token id, or null when the sign-up names no file.
 */
export async function checkSignUpFiles(doc: Doc, ctx: HookContext): Promise<string | null> {
  if (!ctx.isNew || !isGuest(ctx.user)) return null;
  const named = SIGN_UP_ATTACH_FIELDS.map((field) => doc[field]).filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  const token = tokenFrom(ctx);
  if (named.length === 0 && !token) return null;
  const id = await liveTokenId(ctx, token);
  for (const url of named) {
    const { rows } = await ctx.db.query(`SELECT 1 FROM "tabFile" WHERE "file_url" = $1 AND "attached_to_name" = $2`, [url, signUpAttachName(id)]);
    if (rows.length === 0) throw new PermissionError('A sign-up can name only the files uploaded during that sign-up');
  }
  return id;
}

/** After the insert: the sign-up's files belong to the new profile, and the token is spent. */
export async function claimSignUpFiles(doc: Doc, ctx: HookContext): Promise<void> {
  const token = tokenFrom(ctx);
  if (!ctx.isNew || !isGuest(ctx.user) || !token) return;
  const id = tokenId(token);
  for (const field of SIGN_UP_ATTACH_FIELDS) {
    const url = doc[field];
    if (typeof url !== 'string' || !url) continue;
    await ctx.db.query(
      `UPDATE "tabFile" SET "attached_to_doctype" = 'User Registration', "attached_to_name" = $2, "attached_to_field" = $3
       WHERE "file_url" = $1 AND "attached_to_name" = $4`,
      [url, doc.name, field, signUpAttachName(id)],
    );
  }
  await ctx.db.query(`DELETE FROM "__signup_tokens" WHERE "id" = $1`, [id]);
}

export const signUpMethods = appMethods({ start_signup: startSignUp });
