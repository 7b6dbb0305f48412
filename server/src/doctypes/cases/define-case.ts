import { defineDoctype } from '../../core/doctype/define';
import type { Doctype } from '../../core/doctype/types';
import { caseFields } from './case-fields';
import { caseFieldRules } from './case-field-rules';
import { casePermissions, caseRowFilter, type CaseKind } from './case-access';
import { caseHooks } from './case-hooks';
import { clockFieldsOf } from './statutory-clock';

export interface CaseDeclaration {
  kind: CaseKind;
  /** A short series: respondents type the case number (ARB-00001). */
  naming: string;
  agreementField: string;
  stages: readonly string[];
  /** What a respondent session may change on its own case besides its status and statement (case-field-rules.ts). */
  respondentFields: readonly string[];
}

/** A Claim or a Dispute: the same shape, access rules, hooks and audit trail. */
export function defineCaseDoctype(declaration: CaseDeclaration): Doctype {
  const { kind } = declaration;
  return defineDoctype({
    name: kind.doctype,
    naming: declaration.naming,
    fields: [...caseFields(declaration), ...clockFieldsOf(kind.doctype)],
    permissions: casePermissions(kind),
    rowFilter: caseRowFilter(kind),
    fieldRules: caseFieldRules(kind, declaration.agreementField, declaration.respondentFields),
    hooks: caseHooks(),
    trackChanges: true,
    // The demo seed looks its cases up by agreement number at every start (a scan per case at 1M cases).
    indexes: [...CASE_INDEXES, [declaration.agreementField]],
    // The dashboards count them for every lender and for the case manager (SPEC §4).
    partialIndexes: PARTY_COLUMNS.map((column) => ({ name: `${column}_bulk_pending`, columns: [column, 'stage'], filters: BULK_AWAITING_CONSENT })),
    // The case-number search of the case lists (`name like '%…%'`).
    searchFields: ['name'],
  });
}

/**
 * Each row rule picks cases by one e-mail column (case-access.ts); tabs and dashboards then count
 * by stage, and the due-soon lists filter on a due date. One index per pair answers these from the
 * index, and their newest-first pages from the index, where the one-column index made PostgreSQL
 * read every case of a large lender.
 */
const PARTY_COLUMNS = ['user_email_id', 'lawyer_email', 'lawyer_email_id', 'arbitrator', 'mediator_email_id'];

/**
 * SPEC §4: a bulk case is pending consent and disclosure while both are empty (the dashboard adds
 * "once filed": not Draft, not Completed).
 */
export const BULK_AWAITING_CONSENT: readonly (readonly [string, string, string])[] = [
  ['claim_type', '=', 'Bulk'],
  ['consent', 'is', 'not set'],
  ['disclosure', 'is', 'not set'],
];

const CASE_INDEXES: string[][] = [
  ...PARTY_COLUMNS.map((column) => [column, 'stage']),
  ...['user_email_id', 'arbitrator', 'mediator_email_id'].flatMap((column) => [
    [column, 'due_date'],
    // The case lists' newest-first page of one party's cases, filtered by the tab's stages: name
    // and stage in the index let a deep page walk the index alone (list.ts, DEEP_OFFSET).
    [column, 'creation', 'name', 'stage'],
  ]),
  // The same for the case manager, who sees every case.
  ['creation', 'name', 'stage'],
  ['due_date'],
  ['extended_date'],
];
