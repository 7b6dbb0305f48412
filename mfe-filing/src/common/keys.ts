/*
 * Every query key of the filing remote, in the style of shared-ui's caseKeys. A key that is a
 * prefix of others (cases, dashboard, invoices, recent imports) is what a save invalidates: it
 * refreshes every page and search under it.
 */
export const filingKeys = {
  cases: ['cases'] as const,
  caseList: (doctype: string, tab: string, search: string, page: number) => ['cases', doctype, tab, search, page] as const,
  dashboard: ['dashboard'] as const,
  dashboardCards: (email: string | null) => ['dashboard', 'cards', email] as const,
  dashboardLists: (email: string | null) => ['dashboard', 'lists', email] as const,
  invoices: ['invoices'] as const,
  invoicePage: (page: number) => ['invoices', page] as const,
  dataImport: (name: string | null) => ['data-import', name] as const,
  recentImports: ['data-import', 'recent'] as const,
  recentImportsOf: (limit: number) => ['data-import', 'recent', limit] as const,
  bulkReference: ['reference', 'bulk'] as const,
  ownRegistration: (email: string | null, userName: string | null) => ['own-registration', email, userName] as const,
  lawyers: (search: string, page: number) => ['lawyers', search, page] as const,
  paymentAccount: ['filing', 'payment-account'] as const,
};
