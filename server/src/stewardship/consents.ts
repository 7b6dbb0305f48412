import type { Db } from '../db';

/**
 * Records a consent to a version of the privacy notice (DPDP Act 2023 s. 6): who, which text,
 * in which language, when. The first consent to a version stands; the time it returns is that one.
 */
export async function recordNoticeConsent(db: Db, subject: string, version: string, language: 'en' | 'hi'): Promise<string> {
  const { rows } = await db.query<{ recorded_at: Date | string }>(
    `INSERT INTO "__privacy_consents" ("subject", "notice_version", "language") VALUES ($1, $2, $3)
     ON CONFLICT ("subject", "notice_version") DO UPDATE SET "language" = "__privacy_consents"."language" RETURNING "recorded_at"`,
    [subject, version, language],
  );
  return new Date(rows[0].recorded_at).toISOString();
}
