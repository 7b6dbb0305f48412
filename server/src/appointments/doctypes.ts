import { defineDoctype } from '../core/doctype/define';
import type { Doc, HookContext, PermissionType, RowFilter } from '../core/doctype/types';
import { PermissionError, ValidationError } from '../core/errors';
import { isSystemManager, type SessionUser } from '../core/session-user';
import { DRAW_ALGORITHM } from 'shared-api/appointments';

const CASE_MANAGER = ['System Manager'];
const NEUTRALS = ['Arbitrator', 'Mediator', 'Med-Arb'];

export const CASE_KINDS = ['Arbitration', 'Mediation', 'Med-Arb'] as const;
export const ITEM_22_RULES = ['Exclude', 'Disclose'] as const;

/** One approved neutral on a panel. */
export const AppointmentPanelMember = defineDoctype({
  name: 'Appointment Panel Member',
  naming: 'hash',
  isChild: true,
  fields: [{ fieldname: 'neutral', fieldtype: 'Link', options: 'User', reqd: true }],
});

const listOf = (value: unknown) =>
  String(value ?? '')
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** Lists are kept one item a line, each a known reference value; dates in order; members unique. */
async function checkPanel(doc: Doc, ctx: HookContext): Promise<void> {
  if (!String(doc.panel_name ?? '').trim()) throw new ValidationError('Panel name is required');
  for (const [field, doctype] of [['languages', 'Language'], ['states', 'State'], ['specialisations', 'Specialization']] as const) {
    const items = [...new Set(listOf(doc[field]))];
    if (items.length) {
      const { rows } = await ctx.db.query<{ name: string }>(`SELECT "name" FROM "tab${doctype}" WHERE "name" = ANY($1::text[])`, [items]);
      const known = new Set(rows.map((row) => row.name));
      const unknown = items.filter((item) => !known.has(item));
      if (unknown.length) throw new ValidationError(`Not a known ${doctype.toLowerCase()}: ${unknown.join(', ')}`);
    }
    doc[field] = items.join('\n');
  }
  if (doc.active_from && doc.active_to && String(doc.active_to) < String(doc.active_from)) throw new ValidationError('Active to must not be before active from');
  if (doc.max_open_cases !== null && doc.max_open_cases !== undefined && Number(doc.max_open_cases) < 0) throw new ValidationError('Maximum open cases must not be negative');
  const members = (doc.members as Doc[] | undefined) ?? [];
  const seen = new Set<string>();
  for (const member of members) {
    member.neutral = String(member.neutral ?? '').trim().toLowerCase();
    if (seen.has(String(member.neutral))) throw new ValidationError(`${String(member.neutral)} is on the panel twice`);
    seen.add(String(member.neutral));
  }
}

/**
 * A panel of approved neutrals the case manager keeps: the cases it hears (kind, states,
 * languages, specialisations; an empty list means any), each member's maximum of open cases, the
 * dates it is active, and how Fifth Schedule item 22 is applied (Exclude by default, or Disclose
 * and let the parties object). Retired, not deleted: past draws name it. Every change is in the
 * audit trail.
 */
export const AppointmentPanel = defineDoctype({
  name: 'Appointment Panel',
  naming: 'PANEL-.#####',
  fields: [
    { fieldname: 'panel_name', fieldtype: 'Data', reqd: true },
    { fieldname: 'case_kind', fieldtype: 'Select', options: CASE_KINDS, default: 'Arbitration', reqd: true },
    { fieldname: 'languages', fieldtype: 'Small Text' },
    { fieldname: 'states', fieldtype: 'Small Text' },
    { fieldname: 'specialisations', fieldtype: 'Small Text' },
    { fieldname: 'max_open_cases', fieldtype: 'Int', nullable: true },
    { fieldname: 'active_from', fieldtype: 'Date' },
    { fieldname: 'active_to', fieldtype: 'Date' },
    { fieldname: 'item_22_rule', fieldtype: 'Select', options: ITEM_22_RULES, default: 'Exclude', reqd: true },
    { fieldname: 'retired', fieldtype: 'Check' },
    { fieldname: 'members', fieldtype: 'Table', options: 'Appointment Panel Member' },
  ],
  permissions: [{ role: 'System Manager', read: true, create: true, write: true }],
  fieldRules: [{ fields: 'rest', update: CASE_MANAGER }],
  trackChanges: true,
  hooks: { validate: checkPanel },
});

export const RELATIONSHIP_KINDS = ['Employee', 'Consultant', 'Advisor', 'Director', 'Relative', 'Business relation', 'Other'] as const;
export const RELATED_TO = ['Party', 'Party group or affiliate', 'Counsel'] as const;
export const PERIODS = ['Present', 'Past'] as const;

/** A neutral's own declarations; the case manager reads all of them. */
function relationshipRows(user: SessionUser, ptype: PermissionType): RowFilter {
  return isSystemManager(user) && ptype === 'read' ? null : [['neutral', '=', user.name]];
}

function declareAsCaller(doc: Doc, ctx: HookContext): void {
  if (ctx.isNew && !ctx.trusted) doc.neutral = ctx.user.name;
  // A declaration is the neutral's own statement: nobody else, the case manager included, may
  // change it (a changed declaration would change who is eligible).
  if (!ctx.isNew && !ctx.trusted && ctx.previous?.neutral !== ctx.user.name) throw new PermissionError('Only the neutral who declared a relationship may change it');
  if (!String(doc.party ?? '').trim()) throw new ValidationError('Name the party, group or counsel (their e-mail or name as filed)');
  doc.party = String(doc.party).trim();
}

/**
 * A relationship a neutral declares in their profile (Seventh Schedule, read with s.12(5)): an
 * employee, consultant, advisor, director, relative or business relation, past or present, of a
 * party, its group or its counsel. Such a neutral is never drawn for that party's cases. Every
 * change is in the audit trail, a withdrawn declaration included.
 */
export const NeutralRelationship = defineDoctype({
  name: 'Neutral Relationship',
  naming: 'REL-.#####',
  fields: [
    { fieldname: 'neutral', fieldtype: 'Link', options: 'User', index: true },
    { fieldname: 'relationship', fieldtype: 'Select', options: RELATIONSHIP_KINDS, reqd: true },
    { fieldname: 'related_to', fieldtype: 'Select', options: RELATED_TO, reqd: true },
    { fieldname: 'party', fieldtype: 'Data', reqd: true },
    { fieldname: 'period', fieldtype: 'Select', options: PERIODS, reqd: true },
    { fieldname: 'details', fieldtype: 'Small Text' },
  ],
  permissions: [
    { role: 'System Manager', read: true },
    ...NEUTRALS.map((role) => ({ role, read: true, create: true, write: true, delete: true })),
  ],
  rowFilter: relationshipRows,
  fieldRules: [
    { fields: ['neutral'], create: 'server', update: [] },
    { fields: 'rest', update: NEUTRALS },
  ],
  trackChanges: true,
  hooks: {
    validate: declareAsCaller,
    onTrash: (doc, ctx) => {
      if (!ctx.trusted && doc.neutral !== ctx.user.name) throw new PermissionError('Only the neutral who declared a relationship may withdraw it');
    },
  },
});

export const LEGAL_BASES = ['Institutional rule in the agreement', 'Consent of the parties after the dispute arose', 'Court order under s.11'] as const;
export const DRAW_STATUSES = ['Committed', 'Drawn', 'Void'] as const;

/**
 * One case's appointment draw: committed (legal basis, eligible list and its hash) before the
 * seed exists, then drawn. Written by `allocate_neutrals` only; public through `/verify-draw/<name>`.
 */
export const AppointmentDraw = defineDoctype({
  name: 'Appointment Draw',
  naming: 'hash',
  fields: [
    { fieldname: 'case_doctype', fieldtype: 'Data', reqd: true },
    { fieldname: 'case_name', fieldtype: 'Data', reqd: true, index: true },
    { fieldname: 'lot', fieldtype: 'Data' },
    { fieldname: 'allocation', fieldtype: 'Data', index: true },
    { fieldname: 'status', fieldtype: 'Select', options: DRAW_STATUSES, default: 'Committed' },
    { fieldname: 'legal_basis', fieldtype: 'Select', options: LEGAL_BASES, reqd: true },
    { fieldname: 'legal_reference', fieldtype: 'Data', reqd: true },
    { fieldname: 'algorithm', fieldtype: 'Data', default: DRAW_ALGORITHM.name },
    { fieldname: 'algorithm_version', fieldtype: 'Data', default: DRAW_ALGORITHM.version },
    { fieldname: 'party', fieldtype: 'Data' },
    { fieldname: 'pool', fieldtype: 'Data' },
    { fieldname: 'list_hash', fieldtype: 'Data', length: 64 },
    { fieldname: 'committed_at', fieldtype: 'Datetime' },
    { fieldname: 'seed_taken_at', fieldtype: 'Datetime' },
    { fieldname: 'allocation_seed', fieldtype: 'Data', length: 64 },
    { fieldname: 'case_seed', fieldtype: 'Data', length: 64 },
    { fieldname: 'candidates', fieldtype: 'Small Text' },
    { fieldname: 'neutral', fieldtype: 'Data', index: true },
    { fieldname: 'item_22_rule', fieldtype: 'Data' },
    { fieldname: 'party_appointments', fieldtype: 'Int', nullable: true },
    { fieldname: 'void_reason', fieldtype: 'Small Text' },
  ],
  permissions: [{ role: 'System Manager', read: true }],
  immutable: true,
});

/**
 * An eligible list with its exclusions, stored once however many draws share it (a Lot's cases
 * mostly do); named by the SHA-256 of its content.
 */
export const AppointmentPool = defineDoctype({
  name: 'Appointment Pool',
  naming: 'prompt',
  fields: [
    { fieldname: 'neutrals', fieldtype: 'Long Text' },
    { fieldname: 'exclusions', fieldtype: 'Long Text' },
  ],
  permissions: [{ role: 'System Manager', read: true }],
  immutable: true,
});

export const APPOINTMENT_DOCTYPES = [AppointmentPanel, AppointmentPanelMember, NeutralRelationship, AppointmentDraw, AppointmentPool] as const;
