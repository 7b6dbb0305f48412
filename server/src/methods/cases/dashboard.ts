import { CONSENT_NOT_AWAITED_AT, DUE_SOON_DAYS, DUE_SOON_LIST_LIMIT, HEARINGS_CLOSED_STAGES, LIST_TAB_STAGES, type CaseKind } from 'shared-api/rules';
import { ValidationError } from '../../core/errors';
import type { RequestContext } from '../../core/context';
import { today } from '../../core/datetime';
import type { Doc } from '../../core/doctype/types';
import { countMany, sumOf } from '../../core/documents';
import { appMethods, type MethodArgs } from '../../core/methods';
import { BULK_AWAITING_CONSENT } from '../../doctypes/cases/define-case';
import { addDays } from './args';
import { canRead, listRows, titlesOf, viewerFor } from './case-lookup';

/*
 * Dashboards (SPEC §7; counts are our design). Every number is the engine's count with the session user,
 * so it counts exactly the rows that user's lists show. Windows: upcoming hearings today to 20 days
 * ahead (SPEC §9), due dates within 10 days (DUE_SOON_DAYS).
 */

const UPCOMING_DAYS = 20;
const DOCTYPE_OF = { claim: 'Claim', dispute: 'Dispute' } as const;

type Filters = unknown[][];

/** Hearings that may still take place: not cancelled or held, of a case still running (hearing-closure.ts). */
const liveHearing = (): Filters => [
  ['status', 'not in', ['Cancelled', 'Completed']],
  ['case_stage', 'not in', [...HEARINGS_CLOSED_STAGES]],
];

const upcomingFilters = (): Filters => [['hearing_date', 'between', [today(), addDays(today(), UPCOMING_DAYS)]], ...liveHearing()];

/** `hearing_for` narrows the hearings to one kind (the mediator dashboard: Mediation). */
function hearingForFilter(value: unknown): Filters {
  if (value === undefined || value === null || value === '') return [];
  if (value !== 'Arbitration' && value !== 'Mediation') throw new ValidationError('hearing_for must be Arbitration or Mediation');
  return [['hearing_for', '=', value]];
}

/** Total, draft, ongoing (the "All" tab) and completed cases of one kind, from its count per stage. */
function caseCounts(kind: CaseKind, byStage: Record<string, number>) {
  const tabs = LIST_TAB_STAGES[kind];
  return {
    total: Object.values(byStage).reduce((sum, n) => sum + n, 0),
    draft: sumOf(byStage, tabs.draft),
    ongoing: sumOf(byStage, tabs.all),
    completed: sumOf(byStage, tabs.completed),
  };
}

// Every number in one statement (countMany): cases counted once per stage, the rest one sub-select each.
async function dashboardCards(ctx: RequestContext, args: MethodArgs) {
  const viewer = await viewerFor(ctx, args.email);
  const counts = await countMany(viewer, {
    claimStages: { doctype: 'Claim', groupBy: 'stage' },
    disputeStages: { doctype: 'Dispute', groupBy: 'stage' },
    // SPEC §4: bulk claims are pending while consent and disclosure are both empty, once filed,
    // and until the proceedings end (shared-api's awaitsConsentAndDisclosure: not after the award).
    bulkPending: {
      doctype: 'Claim',
      filters: [...BULK_AWAITING_CONSENT, ['stage', 'not in', [...CONSENT_NOT_AWAITED_AT.claim]]],
    },
    hearingsToday: { doctype: 'Hearing', filters: [['hearing_date', '=', today()], ['status', '!=', 'Cancelled'], ['case_stage', 'not in', [...HEARINGS_CLOSED_STAGES]]] },
    hearingsUpcoming: { doctype: 'Hearing', filters: upcomingFilters() },
    awards: { doctype: 'Award' },
  });
  const claims = caseCounts('claim', counts.claimStages);
  const disputes = caseCounts('dispute', counts.disputeStages);
  const sum = (key: keyof typeof claims) => claims[key] + disputes[key];
  return {
    total: sum('total'),
    draft: sum('draft'),
    ongoing: sum('ongoing'),
    completed: sum('completed'),
    claims: {
      ...claims,
      settled: counts.claimStages['Settled'] ?? 0,
      on_hold: counts.claimStages['On hold'] ?? 0,
      bulk_pending_consent_disclosure: counts.bulkPending,
    },
    disputes,
    hearings_today: counts.hearingsToday,
    hearings_upcoming: counts.hearingsUpcoming,
    awards: counts.awards,
  };
}

/** Cases whose due date (or extended date, once extended) falls within the next 10 days. */
async function dueSoon(viewer: RequestContext, kinds: readonly CaseKind[]): Promise<{ rows: Doc[]; total: number }> {
  const window = [today(), addDays(today(), DUE_SOON_DAYS)];
  const out: Doc[] = [];
  let total = 0;
  for (const kind of kinds) {
    const doctype = DOCTYPE_OF[kind];
    if (!canRead(viewer, doctype)) continue;
    const fields = ['name', 'stage', 'user_email_id', 'arbitrator', 'mediator_email_id', 'due_date', 'extended_date', 'is_extended', 'extension_status'];
    const open = ['stage', '!=', 'Completed'];
    const extended = [open, ['is_extended', '=', 1], ['extended_date', 'between', window]];
    const notExtended = [open, ['is_extended', '!=', 1], ['due_date', 'between', window]];
    // The soonest of each, read along the date's index; together they hold the soonest overall.
    const soonest = [
      ...(await listRows(viewer, doctype, { fields, filters: extended, order_by: 'extended_date asc', limit: DUE_SOON_LIST_LIMIT })),
      ...(await listRows(viewer, doctype, { fields, filters: notExtended, order_by: 'due_date asc', limit: DUE_SOON_LIST_LIMIT })),
    ];
    // Counted only when a list was cut short (one statement for both).
    if (soonest.length >= DUE_SOON_LIST_LIMIT) {
      const counts = await countMany(viewer, { extended: { doctype, filters: extended }, notExtended: { doctype, filters: notExtended } });
      total += counts.extended + counts.notExtended;
    } else total += soonest.length;
    const effective = (row: Doc) => (row.is_extended === 1 ? row.extended_date : row.due_date);
    const rows = soonest.sort((a, b) => String(effective(a)).localeCompare(String(effective(b)))).slice(0, DUE_SOON_LIST_LIMIT);
    const titles = await titlesOf(viewer, doctype, rows.map((row) => String(row.name)));
    for (const row of rows) out.push({ ...row, doctype, title: titles.get(String(row.name)), effective_due_date: effective(row) });
  }
  const rows = out.sort((a, b) => String(a.effective_due_date).localeCompare(String(b.effective_due_date))).slice(0, DUE_SOON_LIST_LIMIT);
  return { rows, total };
}

// Upcoming hearings (today … +20 days, soonest first) and the (at most DUE_SOON_LIST_LIMIT) cases
// due soonest within 10 days, with how many are due in all (`due_cases_total`). `role` is not
// needed: the session's roles decide whose hearings and cases these are. `hearing_for: 'Mediation'`
// (the mediator dashboard) keeps to mediation hearings and disputes.
async function dashboardLists(ctx: RequestContext, args: MethodArgs) {
  const viewer = await viewerFor(ctx, args.email);
  const only = hearingForFilter(args.hearing_for);
  const kinds: CaseKind[] = args.hearing_for === 'Mediation' ? ['dispute'] : args.hearing_for === 'Arbitration' ? ['claim'] : ['claim', 'dispute'];
  const hearings = canRead(viewer, 'Hearing')
    ? await listRows(viewer, 'Hearing', {
        fields: ['name', 'claim', 'dispute', 'hearing_for', 'hearing_type', 'hearing_date', 'hearing_time', 'mode_of_hearing', 'vc_link', 'hearing_location', 'status', 'claimant_name', 'respondent_name', 'arbitrator_name', 'mediator_name'],
        filters: [...upcomingFilters(), ...only],
        order_by: 'hearing_date asc, hearing_time asc',
      })
    : [];
  const due = await dueSoon(viewer, kinds);
  return { hearings, due_cases: due.rows, due_cases_total: due.total };
}

async function mediationDashboardCards(ctx: RequestContext, args: MethodArgs) {
  const viewer = await viewerFor(ctx, args.email);
  const window = [today(), addDays(today(), DUE_SOON_DAYS)];
  const open = ['stage', '!=', 'Completed'];
  const counts = await countMany(viewer, {
    stages: { doctype: 'Dispute', groupBy: 'stage' },
    settled: { doctype: 'Dispute', filters: [['is_settled', '=', 1]] },
    nonSettled: { doctype: 'Dispute', filters: [['is_nonsettled', '=', 1]] },
    hearingsUpcoming: { doctype: 'Hearing', filters: [...upcomingFilters(), ['dispute', 'is', 'set']] },
    dueExtended: { doctype: 'Dispute', filters: [open, ['is_extended', '=', 1], ['extended_date', 'between', window]] },
    dueNotExtended: { doctype: 'Dispute', filters: [open, ['is_extended', '!=', 1], ['due_date', 'between', window]] },
    extensionRequests: { doctype: 'Dispute', filters: [['extension_status', '=', 'Extension Request Sent']] },
  });
  return {
    ...caseCounts('dispute', counts.stages),
    settled: counts.settled,
    non_settled: counts.nonSettled,
    hearings_upcoming: counts.hearingsUpcoming,
    due_soon: counts.dueExtended + counts.dueNotExtended,
    extension_requests: counts.extensionRequests,
  };
}

export const dashboardMethods = appMethods({
  dashboard_cards: dashboardCards,
  dashboard_api: dashboardLists,
  mediation_dashboard_cards: mediationDashboardCards,
});
