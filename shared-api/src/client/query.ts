import type { CallParams, ListParams } from './types';

/** `User Registration` → `User%20Registration`; a name with `/` stays one path segment. */
export function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment);
}

export function resourcePath(doctype: string, name?: string): string {
  const base = `/api/resource/${encodePathSegment(doctype)}`;
  return name === undefined ? base : `${base}/${encodePathSegment(name)}`;
}

export function methodPath(method: string): string {
  // A dotted method path never needs escaping, but a stray character must not change the URL.
  return `/api/method/${method.split('/').map(encodePathSegment).join('/')}`;
}

function queryValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** Query string of a method call: strings as they are, objects and arrays as JSON, nullish dropped. */
export function toSearchParams(params: CallParams = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, queryValue(value));
  }
  return search;
}

/** The query string of `GET /api/resource/{doctype}`, named the way Frappe reads it. */
export function listSearchParams(params: ListParams = {}): URLSearchParams {
  return toSearchParams({
    fields: params.fields,
    filters: params.filters,
    or_filters: params.orFilters,
    order_by: params.orderBy,
    limit_start: params.limitStart,
    limit_page_length: params.limitPageLength,
    as_dict: params.asDict,
  });
}
