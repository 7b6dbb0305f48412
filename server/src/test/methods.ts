import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from './helpers';

/** Calls `arbitroute.api.react_api.<name>`: POST with a JSON body, or GET with a query string. */
export function callApi(client: TestClient, name: string, args: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST'): Promise<LightMyRequestResponse> {
  const path = `/api/method/arbitroute.api.react_api.${name}`;
  if (method === 'POST') return client.post(path, args);
  const query = new URLSearchParams(Object.entries(args).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  return client.get(`${path}?${query.toString()}`);
}

/** The `message` of a successful call; fails the test with the body otherwise. */
export async function messageOf<T = any>(response: Promise<LightMyRequestResponse> | LightMyRequestResponse): Promise<T> {
  const resolved = await response;
  if (resolved.statusCode !== 200) throw new Error(`expected 200, got ${resolved.statusCode}: ${resolved.body}`);
  return resolved.json().message as T;
}
