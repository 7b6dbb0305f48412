import { checkStagePrerequisite, closesHearings, type CaseKind } from 'shared-api/rules';
import type { Db } from '../../db';
import type { Doc } from '../../core/doctype/types';
import { loadDoc, updateDoc } from '../../core/documents';
import { PermissionError } from '../../core/errors';
import type { RequestContext } from '../../core/context';
import { appMethods, type MethodArgs } from '../../core/methods';
import { isSystemManager } from '../../core/session-user';
import { caseRecordSummary } from '../../doctypes/cases/case-records';
import { CORRECTION_FIELD } from '../../doctypes/cases/case-hooks';
import { stageOptionsFor } from '../../doctypes/cases/stage-moves';
import { requiredText, withData } from './args';
import { findCase } from './case-lookup';

/*
 * Ours: the stage mover's choices, the case manager's correction of a stage and the check that
 * lists cases whose stage contradicts their records. All three use shared-api's prerequisite table,
 * the same one the case's save hook enforces.
 */

// The moves open to the caller on one case, each with `ok`, or the `reason` saying what is missing.
async function getStageOptions(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const { ref, doc } = await findCase(ctx, requiredText(args, 'case', 'docname', 'name'));
  return { name: ref.name, stage: doc.stage ?? null, options: await stageOptionsFor(ctx.db, ref.kind, doc, ctx.user) };
}

// The case manager puts a case at the stage its records show, with the reason (kept in the audit trail).
async function correctStage(ctx: RequestContext, rawArgs: MethodArgs) {
  const args = withData(rawArgs);
  const { ref } = await findCase(ctx, requiredText(args, 'case', 'docname', 'name'));
  const stage = requiredText(args, 'stage');
  const reason = requiredText(args, 'reason');
  const saved = await updateDoc(ctx, ref.doctype, ref.name, { stage, [CORRECTION_FIELD]: reason });
  return { name: saved.name, stage: saved.stage, [CORRECTION_FIELD]: saved[CORRECTION_FIELD] };
}

export interface CaseProblem {
  doctype: 'Claim' | 'Dispute';
  name: string;
  stage: string;
  problems: string[];
}

const DOCTYPE: Record<CaseKind, 'Claim' | 'Dispute'> = { claim: 'Claim', dispute: 'Dispute' };

/** What contradicts itself in one case: its stage without its records, its flags, its open hearings. */
async function problemsOf(db: Db, kind: CaseKind, doc: Doc, openHearings: number): Promise<string[]> {
  const stage = String(doc.stage ?? '');
  const records = await caseRecordSummary(db, kind, doc);
  const problems: string[] = [];
  const prerequisite = checkStagePrerequisite(kind, stage, records);
  if (!prerequisite.ok) problems.push(prerequisite.reason);
  if (kind === 'dispute') {
    const settledStage = ['Settlement Agreement', 'Registration'].includes(stage);
    if (settledStage && Number(doc.is_settled) !== 1) problems.push(`At ${stage} but is_settled is not set`);
    if (stage === 'Non Settlement Agreement' && Number(doc.is_nonsettled) !== 1) problems.push('At Non Settlement Agreement but is_nonsettled is not set');
  }
  if (openHearings > 0 && closesHearings(kind, stage)) {
    problems.push(`${openHearings} hearing${openHearings === 1 ? ' is' : 's are'} still open though the case is ${stage}`);
  }
  return problems;
}

// Every filed case whose stage its records do not bear out, with what is wrong (case manager only).
async function checkCaseConsistency(ctx: RequestContext) {
  const out: CaseProblem[] = [];
  for (const kind of ['claim', 'dispute'] as const) {
    const doctype = ctx.registry.require(DOCTYPE[kind]);
    const { rows: names } = await ctx.db.query<{ name: string }>(`SELECT "name" FROM "tab${DOCTYPE[kind]}" WHERE "stage" IS DISTINCT FROM 'Draft' ORDER BY "name"`);
    const { rows: open } = await ctx.db.query<{ name: string; open: string | number }>(
      `SELECT "${kind}" AS "name", COUNT(*) AS "open" FROM "tabHearing"
       WHERE "${kind}" IS NOT NULL AND ("status" IS NULL OR "status" NOT IN ('Completed', 'Cancelled')) GROUP BY "${kind}"`,
    );
    const openOf = new Map(open.map((row) => [row.name, Number(row.open)]));
    for (const { name } of names) {
      const doc = await loadDoc(ctx.db, ctx.registry, doctype, name);
      if (!doc) continue;
      const problems = await problemsOf(ctx.db, kind, doc, openOf.get(name) ?? 0);
      if (problems.length > 0) out.push({ doctype: DOCTYPE[kind], name, stage: String(doc.stage ?? ''), problems });
    }
  }
  return { cases: out };
}

export const stageMethods = appMethods({ get_stage_options: getStageOptions, correct_stage: correctStage, check_case_consistency: checkCaseConsistency });
