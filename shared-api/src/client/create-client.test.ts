import { FrappeError } from '../errors';
import { createFrappeClient } from './create-client';
import { fakeFetch, jsonResponse } from './test-fetch';

const BASE = 'https://odr.example';

function clientWith(respond: Parameters<typeof fakeFetch>[0], token: string | null = 'csrf-1') {
  const fake = fakeFetch(respond);
  const onUnauthorized = jest.fn();
  const client = createFrappeClient({
    baseUrl: `${BASE}/`,
    fetch: fake.fetch,
    getCsrfToken: () => token ?? undefined,
    onUnauthorized,
  });
  return { client, onUnauthorized, ...fake };
}

describe('createFrappeClient: resources', () => {
  it('lists a doctype with its query in Frappe’s names and reads .data', async () => {
    const { client, requests } = clientWith(() => jsonResponse({ data: [{ name: 'UR-1' }] }));
    const rows = await client.getList<{ name: string }>('User Registration', {
      fields: ['name', 'status'],
      filters: [['email_id', '=', 'a@b.in']],
      orderBy: 'modified desc',
      limitPageLength: 1,
    });
    expect(rows).toEqual([{ name: 'UR-1' }]);
    const [request] = requests;
    expect(request.method).toBe('GET');
    expect(request.url.origin + request.url.pathname).toBe(`${BASE}/api/resource/User%20Registration`);
    expect(request.url.searchParams.get('fields')).toBe('["name","status"]');
    expect(request.url.searchParams.get('filters')).toBe('[["email_id","=","a@b.in"]]');
    expect(request.url.searchParams.get('order_by')).toBe('modified desc');
    expect(request.url.searchParams.get('limit_page_length')).toBe('1');
    expect(request.headers.get('accept')).toBe('application/json');
  });

  it('gets a document whose name holds "/" as a single encoded segment', async () => {
    const { client, requests } = clientWith(() => jsonResponse({ data: { name: 'RT/2026/001', doctype: 'Respondent Table' } }));
    const doc = await client.getDoc('Respondent Table', 'RT/2026/001');
    expect(doc.name).toBe('RT/2026/001');
    expect(requests[0].url.href).toBe(`${BASE}/api/resource/Respondent%20Table/RT%2F2026%2F001`);
  });

  it('creates with a JSON body and the CSRF header', async () => {
    const { client, requests } = clientWith(() => jsonResponse({ data: { name: 'ARB-00001', stage: 'Draft' } }));
    const created = await client.createDoc<{ name: string; stage: string }>('Claim', { stage: 'Draft' });
    expect(created).toEqual({ name: 'ARB-00001', stage: 'Draft' });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('x-frappe-csrf-token')).toBe('csrf-1');
    expect(requests[0].headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(requests[0].body)).toEqual({ stage: 'Draft' });
  });

  it('updates with PUT and deletes with DELETE, both with the CSRF header', async () => {
    const { client, requests } = clientWith((request) =>
      request.method === 'DELETE' ? jsonResponse({ data: 'ok', message: 'ok' }, 202) : jsonResponse({ data: { name: 'H-1' } }),
    );
    await client.updateDoc('Hearing', 'H-1', { vc_link: 'https://meet/x' });
    await expect(client.deleteDoc('Hearing', 'H-1')).resolves.toBeUndefined();
    expect(requests.map((r) => [r.method, r.headers.get('x-frappe-csrf-token')])).toEqual([
      ['PUT', 'csrf-1'],
      ['DELETE', 'csrf-1'],
    ]);
  });

  it('never sends the CSRF header on GET', async () => {
    const { client, requests } = clientWith(() => jsonResponse({ data: [] }));
    await client.getList('Claim');
    expect(requests[0].headers.has('x-frappe-csrf-token')).toBe(false);
  });

  it('sends no CSRF header when there is no token', async () => {
    const { client, requests } = clientWith(() => jsonResponse({ data: { name: 'x' } }), null);
    await client.createDoc('Claim', {});
    expect(requests[0].headers.has('x-frappe-csrf-token')).toBe(false);
  });

  it('sends credentials with every request', async () => {
    const { client, fetchMock } = clientWith(() => jsonResponse({ data: [] }));
    await client.getList('Claim');
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(request.credentials).toBe('include');
  });
});

describe('createFrappeClient: methods, counts and pages', () => {
  it('calls a method with GET params in the query string', async () => {
    const { client, requests } = clientWith(() => jsonResponse({ message: { claim: 'ARB-1', all_dispatched: true, parties: [] } }));
    const reply = await client.call('get_award_dispatch_status', { case: 'ARB-1' }, { httpMethod: 'GET' });
    expect(reply.all_dispatched).toBe(true);
    // The short name goes out under the portal's module path.
    expect(requests[0].url.pathname).toBe('/api/method/arbitroute.api.react_api.get_award_dispatch_status');
    expect(requests[0].url.searchParams.get('case')).toBe('ARB-1');
    expect(requests[0].body).toBe('');
  });

  it('calls a method named by its whole path, objects in the query string as JSON', async () => {
    const { client, requests } = clientWith(() => jsonResponse({ message: 3 }));
    await expect(client.callPath('frappe.client.get_count', { doctype: 'Claim', filters: { stage: 'Draft' } }, { httpMethod: 'GET' })).resolves.toBe(3);
    expect(requests[0].url.pathname).toBe('/api/method/frappe.client.get_count');
    expect(requests[0].url.searchParams.get('filters')).toBe('{"stage":"Draft"}');
  });

  it('calls a method with POST and a JSON body by default', async () => {
    const { client, requests } = clientWith(() => jsonResponse({}));
    await expect(client.call('forget_password', { email: 'a@b.in' })).resolves.toBeUndefined();
    expect(requests[0].url.pathname).toBe('/api/method/arbitroute.api.react_api.forget_password');
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.search).toBe('');
    expect(JSON.parse(requests[0].body)).toEqual({ email: 'a@b.in' });
    expect(requests[0].headers.get('x-frappe-csrf-token')).toBe('csrf-1');
  });

  it('counts with frappe.client.get_count and the filters as JSON', async () => {
    const { client, requests } = clientWith(() => jsonResponse({ message: 57 }));
    await expect(client.getCount('Claim', { arbitrator: 'arb@odr.in' })).resolves.toBe(57);
    expect(requests[0].method).toBe('GET');
    expect(requests[0].url.pathname).toBe('/api/method/frappe.client.get_count');
    expect(requests[0].url.searchParams.get('doctype')).toBe('Claim');
    expect(requests[0].url.searchParams.get('filters')).toBe('{"arbitrator":"arb@odr.in"}');
  });

  it('fetches a page and the total in parallel', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const { client, requests } = clientWith(async (request) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return request.url.pathname.startsWith('/api/method')
        ? jsonResponse({ message: 57 })
        : jsonResponse({ data: [{ name: 'ARB-11' }] });
    });
    const page = await client.getPage('Claim', { filters: [['stage', '=', 'Hearing']], fields: ['name'] }, 2, 10);
    expect(page).toEqual({ rows: [{ name: 'ARB-11' }], total: 57 });
    expect(maxInFlight).toBe(2);
    const list = requests.find((r) => r.url.pathname === '/api/resource/Claim');
    expect(list?.url.searchParams.get('limit_start')).toBe('10');
    expect(list?.url.searchParams.get('limit_page_length')).toBe('10');
    const count = requests.find((r) => r.url.pathname === '/api/method/frappe.client.get_count');
    expect(count?.url.searchParams.get('filters')).toBe('[["stage","=","Hearing"]]');
  });
});

describe('createFrappeClient: failures', () => {
  it('throws a FrappeError decoded from the body', async () => {
    const { client } = clientWith(() =>
      jsonResponse(
        {
          exc_type: 'ValidationError',
          _server_messages: JSON.stringify([JSON.stringify({ message: 'Pincode must be exactly 6 digits' })]),
        },
        417,
      ),
    );
    const failure = client.createDoc('Claim', {});
    await expect(failure).rejects.toBeInstanceOf(FrappeError);
    await expect(failure).rejects.toMatchObject({
      status: 417,
      excType: 'ValidationError',
      message: 'Pincode must be exactly 6 digits',
    });
  });

  it('reports a 401 to onUnauthorized, and not a 403', async () => {
    const { client, onUnauthorized } = clientWith((request) =>
      request.url.pathname.endsWith('Claim')
        ? jsonResponse({ exc_type: 'SessionExpired', message: 'Session Expired' }, 401)
        : jsonResponse({ exc_type: 'PermissionError', message: 'Not permitted' }, 403),
    );
    await expect(client.getList('Claim')).rejects.toMatchObject({ status: 401 });
    await expect(client.getList('Invoice')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0][0]).toMatchObject({ excType: 'SessionExpired' });
  });

  it('turns a failed connection into a network error with status 0', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client.getList('Claim')).rejects.toMatchObject({
      status: 0,
      excType: 'NetworkError',
      message: 'Network error: check your connection and try again',
    });
  });

  it('handles a body that is not JSON', async () => {
    const { client } = clientWith(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(client.getDoc('Claim', 'ARB-1')).rejects.toMatchObject({ status: 502, excType: 'ServerError' });
  });

  it('rethrows an abort untouched', async () => {
    const controller = new AbortController();
    const { client } = clientWith(
      (request) =>
        new Promise<Response>((_, reject) => {
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const pending = client.getList('Claim', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives up after the timeout with a timeout error', async () => {
    const { client } = clientWith(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    await expect(client.call('get_boot_info', {}, { timeout: 20 })).rejects.toMatchObject({
      status: 0,
      excType: 'TimeoutError',
    });
  });

  it('refuses a success reply without its envelope', async () => {
    const { client } = clientWith(() => jsonResponse({ unexpected: true }));
    await expect(client.getDoc('Claim', 'ARB-1')).rejects.toMatchObject({ excType: 'InvalidResponse' });
  });
});
