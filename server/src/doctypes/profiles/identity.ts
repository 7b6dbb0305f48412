import { FIELD_MESSAGES, SIGN_UP_MESSAGES, checkPanHolders } from 'shared-api/schemas';
import { normalizeIndianMobile } from 'shared-api/rules';
import {
  assertFree,
  isVerified,
  MOBILE_DIGITS_SQL,
  provesNothing,
  signUpSubject,
  spendProofs,
  userSubject,
  type Channel,
} from '../../auth/identifiers';
import type { RequestContext } from '../../core/context';
import { decryptText, fingerprintText } from '../../core/crypto/data-key';
import type { Doc, HookContext } from '../../core/doctype/types';
import { DuplicateEntryError, PermissionError, ValidationError } from '../../core/errors';
import { appMethods, type MethodArgs } from '../../core/methods';
import { isGuest } from '../../core/session-user';
import type { Db } from '../../db';
import { requestSignUpTokenId } from './sign-up-token';

/*
 * Identities on a profile (User Registration), whoever saves it:
 * - its e-mail and primary (login) mobile are free, i.e. no other account holds them, and were
 *   proven by their holder with a code (auth/identity-codes.ts) unless the case manager or the
 *   system writes them;
 * - a PAN or an Aadhaar number identifies one person (a company's PAN one company): a new or
 *   changed one that another profile already holds is refused; duplicates that predate this rule
 *   are shown to the case manager on the approval screen (`profile_identity_flags`);
 * - the PANs agree with the holder (fourth letter) and with each other.
 */

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
const changed = (doc: Doc, ctx: HookContext, field: string, normalize: (value: string) => string = (value) => value) =>
  text(doc[field]) !== '' && (ctx.isNew || normalize(text(doc[field])) !== normalize(text(ctx.previous?.[field])));

/** Proofs this save relied on, spent after it (afterInsert / onUpdate). */
const proofsUsed = new WeakMap<Doc, { subject: string; channels: Channel[] }>();

/** Validate hook: identifiers free and proven, PANs consistent and not another's, Aadhaar not another's. */
export async function checkIdentities(doc: Doc, ctx: HookContext): Promise<void> {
  const email = text(doc.email_id).toLowerCase();
  const panProblem = checkPanHolders(doc);
  if (panProblem) throw new ValidationError(panProblem.message);
  if (typeof doc.primary_number === 'string' && doc.primary_number.trim()) doc.primary_number = normalizeIndianMobile(doc.primary_number);

  const mobileChanged = changed(doc, ctx, 'primary_number', normalizeIndianMobile);
  if (ctx.isNew && !provesNothing(ctx)) await assertFree(ctx.db, 'email', email, isGuest(ctx.user) ? null : email);
  if (mobileChanged) await assertFree(ctx.db, 'mobile', text(doc.primary_number), email);

  if (!provesNothing(ctx)) {
    if (!isGuest(ctx.user) && email !== ctx.user.name.toLowerCase()) {
      // The account is named by its e-mail (User); another address would be another account.
      throw new PermissionError(ctx.isNew ? 'You are signed in: sign out to sign up another account.' : 'The e-mail of an account can be changed only by the case manager');
    }
    const subject = isGuest(ctx.user) ? signUpSubject(await requestSignUpTokenId(ctx)) : userSubject(ctx.user.name);
    const needed: Channel[] = [];
    if (ctx.isNew && isGuest(ctx.user)) needed.push('email');
    if (mobileChanged) needed.push('mobile');
    for (const channel of needed) {
      const value = channel === 'email' ? email : text(doc.primary_number);
      if (!(await isVerified(ctx.db, subject, channel, value))) {
        throw new ValidationError(channel === 'email' ? SIGN_UP_MESSAGES.emailUnverified : SIGN_UP_MESSAGES.mobileUnverified);
      }
    }
    if (needed.length > 0) proofsUsed.set(doc, { subject, channels: needed });
  }

  await assertPanFree(ctx, doc);
  await assertAadhaarFree(ctx, doc);
}

async function assertPanFree(ctx: HookContext, doc: Doc): Promise<void> {
  const pans = [...new Set(['pan', 'arb_pan'].filter((field) => changed(doc, ctx, field, (v) => v.toUpperCase())).map((field) => text(doc[field]).toUpperCase()))];
  for (const pan of pans) {
    await ctx.db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`identity:pan:${pan}`]);
    const { rows } = await ctx.db.query(
      `SELECT 1 FROM "tabUser Registration" WHERE "name" <> $1 AND lower("email_id") <> $2 AND (upper("pan") = $3 OR upper("arb_pan") = $3) LIMIT 1`,
      [String(doc.name ?? ''), text(doc.email_id).toLowerCase(), pan],
    );
    if (rows.length > 0) throw new DuplicateEntryError(FIELD_MESSAGES.panTaken);
  }
}

const aadhaarDigits = (value: string) => value.replace(/\D/g, '');

async function assertAadhaarFree(ctx: HookContext, doc: Doc): Promise<void> {
  if (!changed(doc, ctx, 'aadhar_number', aadhaarDigits)) return;
  const { hash } = fingerprintText('aadhaar', aadhaarDigits(text(doc.aadhar_number)));
  await ctx.db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`identity:aadhaar:${hash}`]);
  await refreshFingerprints(ctx.db);
  const { rows } = await ctx.db.query(
    `SELECT 1 FROM "__identity_fingerprints" WHERE "kind" = 'aadhaar' AND "hash" = $1 AND "registration" <> $2 LIMIT 1`,
    [hash, String(doc.name ?? '')],
  );
  if (rows.length > 0) throw new DuplicateEntryError(FIELD_MESSAGES.aadhaarTaken);
}

/** After a save (onUpdate, also after an insert): its Aadhaar fingerprint, and the proofs it used are spent. */
export async function afterIdentitySave(doc: Doc, ctx: HookContext): Promise<void> {
  const plain = aadhaarDigits(text(doc.aadhar_number));
  if (plain.length === 12) {
    const { hash, keyId } = fingerprintText('aadhaar', plain);
    await ctx.db.query(
      `INSERT INTO "__identity_fingerprints" ("registration", "kind", "hash", "key_id") VALUES ($1, 'aadhaar', $2, $3)
       ON CONFLICT ("registration", "kind") DO UPDATE SET "hash" = EXCLUDED."hash", "key_id" = EXCLUDED."key_id"`,
      [doc.name, hash, keyId],
    );
  } else {
    await ctx.db.query(`DELETE FROM "__identity_fingerprints" WHERE "registration" = $1 AND "kind" = 'aadhaar'`, [doc.name]);
  }
  // The login mobile follows the proven primary number (login by mobile finds this one account).
  if (!ctx.isNew && changed(doc, ctx, 'primary_number', normalizeIndianMobile)) {
    await ctx.db.query(`UPDATE "tabUser" SET "mobile_no" = $2 WHERE lower("name") = $1`, [text(doc.email_id).toLowerCase(), text(doc.primary_number)]);
  }
  const used = proofsUsed.get(doc);
  if (used) await spendProofs(ctx.db, used.subject, used.channels);
}

/**
 * Fingerprints for profiles saved before they were kept (or under an earlier data key): made
 * from the stored Aadhaar numbers, a batch at a time, so duplicates among old profiles are found.
 */
export async function refreshFingerprints(db: Db): Promise<void> {
  const { keyId } = fingerprintText('aadhaar', '');
  for (;;) {
    const { rows } = await db.query<{ name: string; aadhar_number: string }>(
      `SELECT r."name", r."aadhar_number" FROM "tabUser Registration" r
       LEFT JOIN "__identity_fingerprints" f ON f."registration" = r."name" AND f."kind" = 'aadhaar'
       WHERE coalesce(r."aadhar_number", '') <> '' AND (f."hash" IS NULL OR f."key_id" <> $1) LIMIT 200`,
      [keyId],
    );
    if (rows.length === 0) return;
    for (const row of rows) {
      let plain = '';
      try {
        plain = aadhaarDigits(decryptText(row.aadhar_number));
      } catch {
        plain = '';
      }
      // An unreadable value still gets a row (of its own), so it is not read again and again.
      const { hash } = fingerprintText('aadhaar', plain.length === 12 ? plain : `unreadable:${row.name}`);
      await db.query(
        `INSERT INTO "__identity_fingerprints" ("registration", "kind", "hash", "key_id") VALUES ($1, 'aadhaar', $2, $3)
         ON CONFLICT ("registration", "kind") DO UPDATE SET "hash" = EXCLUDED."hash", "key_id" = EXCLUDED."key_id"`,
        [row.name, hash, keyId],
      );
    }
    if (rows.length < 200) return;
  }
}

export interface IdentityFlag {
  /** Which identity another profile shares. */
  kind: 'pan' | 'aadhaar' | 'mobile';
  /** The other profiles (their names, e.g. UR-00012). */
  others: string[];
}

/** For each named profile, the identities it shares with other profiles. */
export async function identityFlags(ctx: RequestContext, names: readonly string[]): Promise<Record<string, IdentityFlag[]>> {
  await refreshFingerprints(ctx.db);
  const { rows } = await ctx.db.query<{ name: string; kind: IdentityFlag['kind']; other: string }>(
    `SELECT r."name", 'pan' AS "kind", o."name" AS "other" FROM "tabUser Registration" r
       JOIN "tabUser Registration" o ON o."name" <> r."name" AND lower(o."email_id") <> lower(r."email_id")
        AND (upper(o."pan") IN (upper(r."pan"), upper(r."arb_pan")) OR upper(o."arb_pan") IN (upper(r."pan"), upper(r."arb_pan")))
      WHERE r."name" = ANY($1)
     UNION
     SELECT f."registration", 'aadhaar', o."registration" FROM "__identity_fingerprints" f
       JOIN "__identity_fingerprints" o ON o."kind" = f."kind" AND o."hash" = f."hash" AND o."registration" <> f."registration"
      WHERE f."kind" = 'aadhaar' AND f."registration" = ANY($1)
     UNION
     SELECT r."name", 'mobile', o."name" FROM "tabUser Registration" r
       JOIN "tabUser Registration" o ON o."name" <> r."name" AND lower(o."email_id") <> lower(r."email_id")
        AND ${MOBILE_DIGITS_SQL('o."primary_number"')} = ${MOBILE_DIGITS_SQL('r."primary_number"')}
      WHERE r."name" = ANY($1) AND coalesce(r."primary_number", '') <> ''
     ORDER BY 1, 2, 3`,
    [names],
  );
  const flags: Record<string, IdentityFlag[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (const row of rows) {
    const list = (flags[row.name] ??= []);
    let flag = list.find((candidate) => candidate.kind === row.kind);
    if (!flag) list.push((flag = { kind: row.kind, others: [] }));
    flag.others.push(row.other);
  }
  return flags;
}

// The approval screen's flags: which of these profiles share a PAN, Aadhaar or mobile with another.
// Only the case manager calls it: the catalogue entry's roles, checked before the handler runs.
async function profileIdentityFlags(ctx: RequestContext, args: MethodArgs) {
  let raw: unknown = args.names;
  try {
    if (typeof raw === 'string') raw = JSON.parse(raw);
  } catch {
    raw = null;
  }
  if (!Array.isArray(raw) || raw.length > 100 || !raw.every((name) => typeof name === 'string')) {
    throw new ValidationError('names must be a list of at most 100 profile names');
  }
  return identityFlags(ctx, raw as string[]);
}

export const identityFlagMethods = appMethods({ profile_identity_flags: profileIdentityFlags });
