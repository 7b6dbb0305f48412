import { FILING_ROLES, NEUTRAL_ROLES, RESPONDENT_ROLE } from 'shared-api/rules';
import type { PermissionRule, PermissionType, RowFilter, RowRule } from '../../core/doctype/types';
import { hasAnyRole, respondentCaseOf, type SessionUser } from '../../core/session-user';

/*
 * Who reaches which case (SPEC §6 list filters, enforced as row rules):
 *   Claimant  — user_email_id is theirs          Lawyer — lawyer_email or lawyer_email_id is theirs
 *   Claim:    Arbitrator, Med-Arb — `arbitrator` is their e-mail (the assigned arbitrator)
 *   Dispute:  Mediator, Med-Arb — `mediator_email_id` is their e-mail (the assigned mediator)
 *   Respondent session — exactly the case it was opened for
 *   System Manager (case manager) — everything (the engine never filters them)
 * Documents of a case (hearings, awards, replies, …) inherit: reachable iff their case is.
 */

export type CaseDoctype = 'Claim' | 'Dispute';
export type CaseLink = 'claim' | 'dispute';

export interface CaseKind {
  doctype: CaseDoctype;
  /** The Link field by which a case document names a case of this kind. */
  link: CaseLink;
  /** The field holding the assigned neutral's e-mail (their User name). */
  neutralField: 'arbitrator' | 'mediator_email_id';
  neutralRoles: readonly string[];
}

export const CLAIM_KIND: CaseKind = { doctype: 'Claim', link: 'claim', neutralField: 'arbitrator', neutralRoles: ['Arbitrator', 'Med-Arb'] };
export const DISPUTE_KIND: CaseKind = { doctype: 'Dispute', link: 'dispute', neutralField: 'mediator_email_id', neutralRoles: ['Mediator', 'Med-Arb'] };
const KIND_OF_LINK: Record<CaseLink, CaseKind> = { claim: CLAIM_KIND, dispute: DISPUTE_KIND };

/** The stage a case is filed in; the filing side may edit it only then. */
export const DRAFT = 'Draft';

export { FILING_ROLES, NEUTRAL_ROLES };
/** Roles a case or its documents may be opened by (role rules; row rules then pick the cases). */
export const CASE_READERS = [...FILING_ROLES, ...NEUTRAL_ROLES, RESPONDENT_ROLE] as const;

const anyOf = (rules: readonly (RowRule | null | false)[]): RowFilter => {
  const kept = rules.filter((rule): rule is RowRule => rule !== null && rule !== false);
  return kept.length > 0 ? { any: kept } : false;
};

/** This user is the case's assigned neutral (and holds a neutral role for that kind of case). */
function neutralRule(kind: CaseKind, user: SessionUser): RowRule | null {
  return hasAnyRole(user, kind.neutralRoles) ? [kind.neutralField, '=', user.name] : null;
}

/** This user filed the case: the claimant's own e-mail, or the lawyer named on it. */
function filingRules(user: SessionUser): RowRule[] {
  const rules: RowRule[] = [];
  if (user.roles.includes('Claimant')) rules.push(['user_email_id', '=', user.name]);
  if (user.roles.includes('Lawyer')) rules.push({ any: [['lawyer_email', '=', user.name], ['lawyer_email_id', '=', user.name]] });
  return rules;
}

/**
 * Row rules of a Claim or Dispute. The filing side edits only while the case is a Draft; the
 * assigned neutral edits their cases; a respondent writes only the fields `writableFields`
 * allows; only the System Manager deletes.
 */
export function caseRowFilter(kind: CaseKind) {
  return (user: SessionUser, ptype: PermissionType): RowFilter => {
    const respondent = respondentCaseOf(user);
    if (respondent) {
      const own = respondent.doctype === kind.doctype && (ptype === 'read' || ptype === 'write');
      return own ? [['name', '=', respondent.name]] : false;
    }
    const filing = filingRules(user);
    const neutral = neutralRule(kind, user);
    switch (ptype) {
      case 'read':
        return anyOf([...filing, neutral]);
      case 'write':
        return anyOf([...filing.map((rule): RowRule => ({ all: [rule, ['stage', '=', DRAFT]] })), neutral]);
      case 'create':
        return anyOf(filing);
      case 'delete':
        return false;
    }
  };
}

export function casePermissions(kind: CaseKind): PermissionRule[] {
  return [
    ...FILING_ROLES.map((role) => ({ role, read: true, create: true, write: true })),
    ...kind.neutralRoles.map((role) => ({ role, read: true, write: true })),
    { role: 'Respondent', read: true, write: true },
  ];
}

/** The linked claim or dispute is one the user may read. */
export function casePartyRule(links: readonly CaseLink[]): RowRule {
  return { any: links.map((link) => ({ via: { field: link, doctype: KIND_OF_LINK[link].doctype, ptype: 'read' as const } })) };
}

/** The user is the neutral assigned to the linked case (and the case meets `when`, if given). */
export function caseNeutralRule(user: SessionUser, links: readonly CaseLink[], when?: RowRule): RowRule | false {
  const items: RowRule[] = [];
  for (const link of links) {
    const kind = KIND_OF_LINK[link];
    const rule = neutralRule(kind, user);
    if (rule) items.push({ via: { field: link, doctype: kind.doctype, where: when ? { all: [rule, when] } : rule } });
  }
  return items.length > 0 ? { any: items } : false;
}

/** What a case document's row rules allow, per permission type. Reading always follows the case. */
export interface CaseDocumentAccess {
  /** 'party': anyone who reaches the case (within their role permissions); 'neutral': its assigned neutral. */
  create: 'party' | 'neutral';
  /** 'author-or-neutral': the user who created the document, or the case's neutral. */
  write: 'party' | 'neutral' | 'author-or-neutral';
  delete: 'neutral' | 'nobody';
  /** A condition on the case for the neutral's changes (e.g. no award edits on a completed case). */
  neutralCaseWhen?: RowRule;
}

export function caseDocumentRowFilter(links: readonly CaseLink[], access: CaseDocumentAccess) {
  return (user: SessionUser, ptype: PermissionType): RowFilter => {
    const party = casePartyRule(links);
    const policy = ptype === 'read' ? 'party' : access[ptype];
    const neutral = () => caseNeutralRule(user, links, access.neutralCaseWhen);
    switch (policy) {
      case 'party':
        return { all: [party] };
      case 'neutral': {
        const rule = neutral();
        return rule ? { all: [rule] } : false;
      }
      case 'author-or-neutral': {
        const author: RowRule = ['owner', '=', user.name];
        const rule = neutral();
        return { all: [party, { any: rule ? [author, rule] : [author] }] };
      }
      case 'nobody':
        return false;
    }
  };
}

/** Role rules from lists of roles per permission type. */
export function rolePermissions(lists: Partial<Record<PermissionType, readonly string[]>>): PermissionRule[] {
  const byRole = new Map<string, PermissionRule>();
  for (const [ptype, roles] of Object.entries(lists) as [PermissionType, readonly string[]][]) {
    for (const role of roles) byRole.set(role, { ...(byRole.get(role) ?? { role }), [ptype]: true });
  }
  return [...byRole.values()];
}
