/*
 * Test helpers of the case kit: the portal's providers plus a query client, and the network layer
 * (the shared `api` client) answering from a table, so the hooks and shared-api's fetch
 * functions run for real.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { api, FrappeError } from 'shared-api';
import { renderWithProviders, type RenderWithProvidersOptions } from '../test-utils';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export function renderWithQuery(ui: ReactElement, options: RenderWithProvidersOptions & { queryClient?: QueryClient } = {}) {
  const { queryClient = testQueryClient(), ...rest } = options;
  const wrap = (element: ReactElement) => <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>;
  const result = renderWithProviders(wrap(ui), rest);
  // Re-render inside the same query client.
  const rerender = (next: ReactElement) => result.rerender(wrap(next));
  return { ...result, rerender, queryClient };
}

type Answer = unknown | ((...args: unknown[]) => unknown);

export interface FakeServer {
  /** getDoc: 'Claim/ARB-1' → document. */
  docs?: Record<string, Answer>;
  /** getList: doctype → rows. */
  lists?: Record<string, Answer>;
  /** call: method name (last dotted part) → message. */
  methods?: Record<string, Answer>;
  /** getCount: doctype → number. */
  counts?: Record<string, number>;
}

const notFound = (what: string) => new FrappeError({ status: 404, excType: 'DoesNotExistError', message: `${what} not found` });

async function answer(value: Answer, args: unknown[]) {
  const resolved = typeof value === 'function' ? (value as (...a: unknown[]) => unknown)(...args) : value;
  return resolved instanceof Promise ? resolved : Promise.resolve(resolved);
}

/** Replace the client's requests with answers from `server`; returns the spies to inspect calls. */
export function fakeServer(server: FakeServer) {
  const getDoc = jest.spyOn(api, 'getDoc').mockImplementation((async (doctype: string, name: string) => {
    const key = `${doctype}/${name}`;
    if (!server.docs || !(key in server.docs)) throw notFound(key);
    return answer(server.docs[key], [doctype, name]);
  }) as typeof api.getDoc);
  const getList = jest.spyOn(api, 'getList').mockImplementation((async (doctype: string, params?: unknown) => {
    if (!server.lists || !(doctype in server.lists)) return [];
    return answer(server.lists[doctype], [doctype, params]);
  }) as typeof api.getList);
  const getCount = jest.spyOn(api, 'getCount').mockImplementation(async (doctype: string) => server.counts?.[doctype] ?? 0);
  const call = jest.spyOn(api, 'call').mockImplementation((async (method: string, params?: unknown) => {
    const short = method.split('.').pop()!;
    if (!server.methods || !(short in server.methods)) throw notFound(method);
    return answer(server.methods[short], [params]);
  }) as typeof api.call);
  return { getDoc, getList, getCount, call };
}
