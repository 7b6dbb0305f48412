import { defineDoctype, fieldLabel } from '../../core/doctype/define';
import type { RequestContext } from '../../core/context';
import type { Doc, DoctypeDeclaration, Doctype, FieldDef, FieldRule, HookContext } from '../../core/doctype/types';
import { canReadDoc } from '../../core/documents';
import { LinkValidationError, MandatoryError, ValidationError } from '../../core/errors';
import { quoteIdent } from '../../core/query/sql';
import { isSystemManager } from '../../core/session-user';
import { caseDocumentRowFilter, CLAIM_KIND, DISPUTE_KIND, type CaseDocumentAccess, type CaseLink } from './case-access';
import { COPIED_FIELDS, copyCaseParties } from './case-parties';

const KINDS = { claim: CLAIM_KIND, dispute: DISPUTE_KIND };

export interface CaseDocumentDeclaration extends Omit<DoctypeDeclaration, 'rowFilter' | 'trackChanges' | 'belongsTo'> {
  /** The case links it has: `claim`, `dispute` or both (then exactly one is set). */
  links: readonly CaseLink[];
  access: CaseDocumentAccess;
  /**
   * Whether the case's stage lets one be filed or changed (SPEC §4 read-only rules); default: any
   * stage. Binds everyone on the case, the neutral too; the case manager may correct a record.
   */
  openAt?: (stage: string | null | undefined) => boolean;
}

/**
 * A document that belongs to one case (hearing, award, reply, dispatch…): it gets the case Link
 * fields, reads follow the case (caseDocumentRowFilter), changes go to the case's audit trail,
 * and its party fields (user_email_id, arbitrator…) are copied from the case.
 */
export function defineCaseDocument(declaration: CaseDocumentDeclaration): Doctype {
  const { links, access, openAt, hooks, fields, ...rest } = declaration;
  const linkFields: FieldDef[] = links.map((link) => ({
    fieldname: link,
    fieldtype: 'Link',
    options: KINDS[link].doctype,
    index: true,
    reqd: links.length === 1,
  }));
  return defineDoctype({
    ...rest,
    fields: [...linkFields, ...fields],
    fieldRules: caseDocumentFieldRules(declaration, linkFields, fields),
    rowFilter: caseDocumentRowFilter(links, access),
    trackChanges: true,
    belongsTo: links.map((link) => ({ field: link, doctype: KINDS[link].doctype })),
    assertChangeable: openAt
      ? async (ctx, doc) => {
          if (isSystemManager(ctx.user)) return;
          const stage = await caseStage(ctx, doc, links);
          if (stage !== undefined) assertOpen(rest.name, stage, openAt);
        }
      : undefined,
    hooks: {
      ...hooks,
      async validate(doc, ctx) {
        const caseDoc = await attachToCase(doc, ctx, links);
        if (openAt && !ctx.trusted && !isSystemManager(ctx.user)) assertOpen(rest.name, caseDoc.stage, openAt);
        await hooks?.validate?.(doc, ctx);
      },
    },
  });
}

const rolesWith = (declaration: CaseDocumentDeclaration, ptype: 'create' | 'write') =>
  (declaration.permissions ?? []).filter((rule) => rule[ptype] === true).map((rule) => rule.role);

/**
 * Who writes which field of a case document: its case link is set when it is filed and never
 * changed (a document stays with its case); the copies of the case's parties are the server's
 * (attachToCase writes them on every save, so a body's value is dropped); the doctype's own rules
 * (`fieldRules`); every other field whoever may file or change the document (its role and row rules).
 */
function caseDocumentFieldRules(declaration: CaseDocumentDeclaration, linkFields: readonly FieldDef[], fields: readonly FieldDef[]): FieldRule[] {
  const own = declaration.fieldRules ?? [];
  const named = new Set(own.flatMap((rule) => (rule.fields === 'rest' ? [] : rule.fields)));
  const copies = fields.map((field) => field.fieldname).filter((field) => COPIED_FIELDS.includes(field) && !named.has(field));
  return [
    { fields: linkFields.map((field) => field.fieldname), create: rolesWith(declaration, 'create'), update: [] },
    ...(copies.length > 0 ? [{ fields: copies, update: 'server' as const }] : []),
    ...own,
    ...(own.some((rule) => rule.fields === 'rest') ? [] : [{ fields: 'rest' as const, create: rolesWith(declaration, 'create'), update: rolesWith(declaration, 'write') }]),
  ];
}

function assertOpen(doctypeName: string, stage: unknown, openAt: (stage: string | null | undefined) => boolean): void {
  const value = typeof stage === 'string' ? stage : null;
  if (!openAt(value)) {
    throw new ValidationError(`${doctypeName} cannot be added or changed while the case is in ${value?.trim() || 'Draft'}`);
  }
}

/** The stage of the case a stored document belongs to (undefined: no case, or a case since removed). */
async function caseStage(ctx: RequestContext, doc: Doc, links: readonly CaseLink[]): Promise<unknown> {
  const link = links.find((l) => typeof doc[l] === 'string' && doc[l] !== '');
  if (!link) return undefined;
  const table = quoteIdent(`tab${KINDS[link].doctype}`);
  const { rows } = await ctx.db.query<{ stage: unknown }>(`SELECT "stage" FROM ${table} WHERE "name" = $1`, [doc[link]]);
  return rows[0] ? rows[0].stage : undefined;
}

/** Checks the document's case link and copies the case's parties onto it; returns the case. */
async function attachToCase(doc: Doc, ctx: HookContext, links: readonly CaseLink[]): Promise<Doc> {
  const set = links.filter((link) => typeof doc[link] === 'string' && doc[link] !== '');
  const labels = links.map((link) => fieldLabel(ctx.doctype.fieldMap.get(link)!)).join(' or ');
  if (set.length === 0) throw new MandatoryError(`Value missing for ${ctx.doctype.name}: ${labels}`);
  if (set.length > 1) throw new ValidationError(`A ${ctx.doctype.name} belongs to one case: set ${labels}, not both`);
  const link = set[0];
  const caseDoctype = KINDS[link].doctype;
  const caseName = doc[link] as string;
  const trusted = ctx.trusted || isSystemManager(ctx.user);
  if (!ctx.isNew && !trusted && links.some((l) => (doc[l] ?? '') !== (ctx.previous?.[l] ?? ''))) {
    throw new ValidationError(`A ${ctx.doctype.name} cannot be moved to another case`);
  }
  // The same answer for a case that does not exist and one the user may not see.
  const missing = new LinkValidationError(`Could not find ${fieldLabel(ctx.doctype.fieldMap.get(link)!)}: ${caseName}`);
  if (!trusted && !(await canReadDoc(ctx, caseDoctype, caseName))) throw missing;
  const { rows } = await ctx.db.query<Doc>(`SELECT * FROM ${quoteIdent(`tab${caseDoctype}`)} WHERE "name" = $1`, [caseName]);
  if (!rows[0]) throw missing;
  Object.assign(doc, copyCaseParties(ctx.doctype, rows[0]));
  return rows[0];
}
