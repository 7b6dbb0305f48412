import type { CaseKind } from 'shared-api/rules';
import type { RequestContext } from '../../core/context';
import type { Doc } from '../../core/doctype/types';
import { insertDoc, loadDoc, updateDoc } from '../../core/documents';
import { quoteIdent } from '../../core/query/sql';
import type { CaseDoctype, CaseLink } from './case-access';
import { checkStageChange } from './stage-moves';

/*
 * Side effects of saving a case document (SPEC §4 "Transitions"): the case fields the save implies
 * are written by the document's hook, in the same transaction, as a trusted update made by the
 * acting user (so the case's own hooks, stage check and audit trail apply).
 */

export interface CaseRef {
  doctype: CaseDoctype;
  kind: CaseKind;
  link: CaseLink;
  name: string;
}

export const CASE_REFS = {
  claim: { doctype: 'Claim', kind: 'claim', link: 'claim' },
  dispute: { doctype: 'Dispute', kind: 'dispute', link: 'dispute' },
} as const;

/** The case a document belongs to (its `claim` or `dispute` Link). */
export function caseOfDocument(doc: Doc): CaseRef | null {
  for (const link of ['claim', 'dispute'] as const) {
    const name = doc[link];
    if (typeof name === 'string' && name !== '') return { ...CASE_REFS[link], name };
  }
  return null;
}

/** The request part of a hook's context: nested saves must not inherit the outer document's `previous`. */
export function plainContext(ctx: RequestContext): RequestContext {
  return { db: ctx.db, registry: ctx.registry, user: ctx.user, services: ctx.services, request: ctx.request, reply: ctx.reply };
}

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '') || String(a ?? '') === String(b ?? '');

export interface CaseEffectOptions {
  /** A move the machine allows but this save must not make (re-saving an old hearing). */
  isBackward?: (from: string, to: string) => boolean;
  /** The fields belong with the stage (an outcome and its flags): none are written without it. */
  withStageOnly?: boolean;
  /** The save stands for the stage (a settlement): a refused move refuses the save, with its reason. */
  strict?: boolean;
}

/**
 * Writes `patch` onto the case. Its stage part is dropped when the acting user may not make that
 * move (or it would go backward): the other fields are still recorded. Unchanged fields are left
 * out so a re-save adds nothing to the audit trail.
 */
export async function applyCaseEffects(ctx: RequestContext, ref: CaseRef, patch: Record<string, unknown>, options: CaseEffectOptions = {}): Promise<void> {
  const current = await loadDoc(ctx.db, ctx.registry, ctx.registry.require(ref.doctype), ref.name);
  if (!current) return;
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch)) if (!same(current[field], value)) changes[field] = value;
  if (typeof changes.stage === 'string') {
    const from = String(current.stage ?? '');
    const to = changes.stage;
    if (options.strict) {
      // The case's own hook checks the move and its records, and its refusal rolls the save back.
    } else if (options.isBackward?.(from, to) || !(await checkStageChange(ctx.db, ref.kind, from, to, ctx.user, { ...current, ...changes })).ok) {
      if (options.withStageOnly) return;
      delete changes.stage;
    }
  }
  if (Object.keys(changes).length === 0) return;
  await updateDoc(plainContext(ctx), ref.doctype, ref.name, changes, { ignorePermissions: true });
}

/** Creates a document of the case unless one matching `match` exists already (effects are idempotent). */
export async function ensureCaseDocument(
  ctx: RequestContext,
  ref: CaseRef,
  doctypeName: string,
  match: Record<string, string>,
  values: Record<string, unknown>,
): Promise<void> {
  const doctype = ctx.registry.require(doctypeName);
  const fields = Object.keys(match);
  const where = fields.map((field, i) => `${quoteIdent(field)} = $${i + 2}`);
  const { rows } = await ctx.db.query(
    `SELECT 1 FROM ${quoteIdent(doctype.table)} WHERE ${quoteIdent(ref.link)} = $1${where.map((w) => ` AND ${w}`).join('')} LIMIT 1`,
    [ref.name, ...fields.map((field) => match[field])],
  );
  if (rows.length > 0) return;
  await insertDoc(plainContext(ctx), doctypeName, { [ref.link]: ref.name, ...match, ...values }, { ignorePermissions: true });
}
