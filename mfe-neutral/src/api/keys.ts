import { caseKeys } from 'shared-ui';
import type { CaseKind, DeadlineFilter } from 'shared-api';

/*
 * Every query key of the neutral remote, in the style of shared-ui's caseKeys. A key that is a
 * prefix of others (cases, dispatches, invoices) is what a save invalidates: it refreshes every
 * page and filter under it.
 */
export const neutralKeys = {
  cases: ['neutral', 'cases'] as const,
  caseList: (kind: CaseKind, tab: string, page: number, email: string | null, deadline: DeadlineFilter | null, sort: string) =>
    ['neutral', 'cases', kind, tab, page, email, deadline, sort] as const,
  /** Under the case's own key, so whatever refreshes the case refreshes its moves. */
  stageOptions: (caseName: string, stage: string) => [...caseKeys.detail(caseName), 'stage-options', stage] as const,
  approvedNeutrals: (kind: CaseKind) => ['neutral', 'approved-neutrals', kind] as const,
  dashboardCards: ['neutral', 'dashboard-cards'] as const,
  dashboardCardsOf: (kind: string, email: string | null) => ['neutral', 'dashboard-cards', kind, email] as const,
  dashboardLists: ['neutral', 'dashboard-lists'] as const,
  dashboardListsOf: (kind: string, email: string | null) => ['neutral', 'dashboard-lists', kind, email] as const,
  statutoryDeadlines: ['neutral', 'statutory-deadlines'] as const,
  statutoryDeadlinesOf: (email: string | null) => ['neutral', 'statutory-deadlines', email] as const,
  hearings: ['neutral', 'hearing-list'] as const,
  hearingList: (hearingFor: string | null, page: number) => ['neutral', 'hearing-list', hearingFor, page] as const,
  consistency: ['neutral', 'case-consistency'] as const,
  consent: ['neutral', 'consent-disclosure'] as const,
  dispatches: ['neutral', 'dispatches'] as const,
  /** Every dispatch record of one case. */
  caseDispatches: (caseName: string) => ['neutral', 'dispatches', caseName] as const,
  dispatchRecords: (caseName: string, doctype: string) => ['neutral', 'dispatches', caseName, doctype] as const,
  awardDispatch: (caseName: string) => ['neutral', 'dispatches', caseName, 'award-status'] as const,
  dispatchChannels: ['neutral', 'dispatch-channels'] as const,
  dispatchReport: ['neutral', 'dispatch-report'] as const,
  dispatchReportPage: (filters: object, page: number) => ['neutral', 'dispatch-report', filters, page] as const,
  /** Every invoice list, the filing fees' included. */
  invoices: ['neutral', 'invoices'] as const,
  invoicePage: (filters: unknown, page: number) => ['neutral', 'invoices', filters, page] as const,
  filingFees: (which: string, page: number) => ['neutral', 'invoices', 'filing-fees', which, page] as const,
  invoiceStatuses: ['neutral', 'invoice-statuses'] as const,
  billableCases: (kinds: readonly string[]) => ['neutral', 'billable-cases', kinds] as const,
  profileImages: (email: string | null) => ['neutral', 'profile-images', email] as const,
};
