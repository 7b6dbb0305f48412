import { partiesNotReached, type CaseKind, type CaseRecordSummary, type DispatchDelivery, type DispatchParty } from 'shared-api/rules';
import type { Db } from '../../db';
import type { Doc } from '../../core/doctype/types';
import { quoteIdent } from '../../core/query/sql';
import { outcomeOf } from '../settlements/settlement-effects';

/*
 * The records a case's stage stands for, read from the database for shared-api's prerequisite
 * table (rules/cases/prerequisites.ts). Read inside the caller's transaction, so a record saved
 * in the same request (a settlement, then its stage) counts.
 */

const LINK: Record<CaseKind, 'claim' | 'dispute'> = { claim: 'claim', dispute: 'dispute' };
const CASE_DOCTYPE: Record<CaseKind, 'Claim' | 'Dispute'> = { claim: 'Claim', dispute: 'Dispute' };
const present = (value: unknown) => typeof value === 'string' ? value.trim() !== '' && value.trim() !== '<p></p>' : Boolean(value);

/** Consent and disclosure are recorded: each as text or as a document. */
export function consentRecorded(doc: Doc): boolean {
  return (present(doc.consent) || present(doc.consent_document)) && (present(doc.disclosure) || present(doc.disclosure_document));
}

async function exists(db: Db, table: string, link: string, name: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ${quoteIdent(table)} WHERE ${quoteIdent(link)} = $1 LIMIT 1`, [name]);
  return rows.length > 0;
}

/** The case's party rows: those of `doc` when it carries them (a save in progress), else the stored ones. */
async function partiesOf(db: Db, kind: CaseKind, doc: Doc): Promise<DispatchParty[]> {
  const out: DispatchParty[] = [];
  for (const [field, table] of [['claimant_table', 'tabClaimant Table'], ['respondent_table', 'tabRespondent Table']] as const) {
    if (Array.isArray(doc[field])) {
      out.push(...(doc[field] as DispatchParty[]));
      continue;
    }
    const { rows } = await db.query<DispatchParty>(
      `SELECT * FROM ${quoteIdent(table)} WHERE "parent" = $1 AND "parenttype" = $2 AND "parentfield" = $3 ORDER BY "idx"`,
      [doc.name, CASE_DOCTYPE[kind], field],
    );
    out.push(...rows);
  }
  return out;
}

/** The award dispatches of a case: each Document Dispatch Tracker and each of its delivery rows. */
async function awardDeliveries(db: Db, kind: CaseKind, name: string): Promise<DispatchDelivery[]> {
  const { rows: records } = await db.query<DispatchDelivery & { name: string }>(
    `SELECT "name", "dispatched_to", "status" FROM "tabDocument Dispatch Tracker" WHERE ${quoteIdent(LINK[kind])} = $1`,
    [name],
  );
  if (records.length === 0) return [];
  const { rows: details } = await db.query<DispatchDelivery & { parent: string }>(
    `SELECT "parent", "party_row", "dispatched_to", "email", "mobile", "channel", "status" FROM "tabDispatch Detail"
     WHERE "parenttype" = 'Document Dispatch Tracker' AND "parent" = ANY($1::text[])`,
    [records.map((record) => record.name)],
  );
  // A delivery row of a cancelled dispatch reaches nobody either.
  const statusOf = new Map(records.map((record) => [record.name, record.status]));
  return [...records, ...details.map((detail) => ({ ...detail, status: detail.status || statusOf.get(detail.parent) }))];
}

async function latestSettlement(db: Db, kind: CaseKind, name: string): Promise<CaseRecordSummary['settlement']> {
  const { rows } = await db.query<Doc>(
    `SELECT * FROM "tabSettlement" WHERE ${quoteIdent(LINK[kind])} = $1 ORDER BY "creation" DESC, "name" DESC LIMIT 1`,
    [name],
  );
  return rows[0] ? outcomeOf(rows[0]) : null;
}

/** The hearing types of the case's hearings that are not cancelled (a hearing stage stands for one). */
async function hearingTypes(db: Db, kind: CaseKind, name: string): Promise<string[]> {
  const { rows } = await db.query<{ hearing_type: string }>(
    `SELECT DISTINCT "hearing_type" FROM "tabHearing" WHERE ${quoteIdent(LINK[kind])} = $1 AND "hearing_type" IS NOT NULL AND coalesce("status", '') <> 'Cancelled'`,
    [name],
  );
  return rows.map((row) => row.hearing_type);
}

/** The final award is saved: the case's Award-Final document (award-final.ts files it with the final save). */
async function finalAwardFiled(db: Db, kind: CaseKind, name: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM "tabArbitration Document" WHERE ${quoteIdent(LINK[kind])} = $1 AND "document_type" = 'Award-Final' LIMIT 1`,
    [name],
  );
  return rows.length > 0;
}

/** What the records of case `doc` (as it is being saved, or as stored) say. */
export async function caseRecordSummary(db: Db, kind: CaseKind, doc: Doc): Promise<CaseRecordSummary> {
  const name = String(doc.name);
  const parties = await partiesOf(db, kind, doc);
  const deliveries = await awardDeliveries(db, kind, name);
  return {
    consentAndDisclosure: consentRecorded(doc),
    award: await exists(db, 'tabAward', LINK[kind], name),
    finalAward: await finalAwardFiled(db, kind, name),
    hearings: await hearingTypes(db, kind, name),
    settlement: await latestSettlement(db, kind, name),
    registration: kind === 'dispute' && (await exists(db, 'tabRegistration', 'dispute', name)),
    partiesAwaitingAwardDispatch: partiesNotReached(parties, deliveries),
    partyCount: parties.length,
  };
}
