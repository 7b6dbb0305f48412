/*
 * Test helpers of the filing remote: the portal's providers with a query client, and the shared
 * `api` client answering reference lists from a table.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { api, useSessionStore } from 'shared-api';
import { renderWithProviders, type RenderWithProvidersOptions } from 'shared-ui/test-utils';

export function renderWithQuery(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  // Typing without pauses keeps the form tests quick on a busy machine.
  const { userEventOptions = { delay: null }, ...rest } = options;
  return { ...renderWithProviders(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>, { ...rest, userEventOptions }), queryClient };
}

export const REFERENCE_ROWS: Record<string, Record<string, string>[]> = {
  State: [{ name: 'Maharashtra', state: 'Maharashtra' }, { name: 'Karnataka', state: 'Karnataka' }],
  District: [
    { name: 'Pune (Maharashtra)', district: 'Pune' },
    { name: 'Nashik (Maharashtra)', district: 'Nashik' },
  ],
  Salutation: ['Mr', 'Mrs', 'Ms', 'M/s'].map((salutation) => ({ name: salutation, salutation })),
  'Industry Type': [{ name: 'Banking', industry: 'Banking' }],
  'Nature of Dispute': [{ name: 'Loan Recovery', nature_of_dispute: 'Loan Recovery' }],
};

/** Answers reference lists (and anything in `extra`) from tables; other lists are empty. */
export function mockReferenceLists(extra: Record<string, unknown[]> = {}) {
  return jest.spyOn(api, 'getList').mockImplementation(async (doctype: string) => {
    if (doctype in extra) return extra[doctype] as never;
    return (REFERENCE_ROWS[doctype] ?? []) as never;
  });
}

export function logInAs(role: 'Claimant' | 'Lawyer', email = role === 'Claimant' ? 'claimant@demo.in' : 'lawyer@demo.in') {
  useSessionStore.getState().startSession({ email, fullName: role, roles: [role], userName: role === 'Claimant' ? 'UR-00001' : 'UR-00002' });
}
