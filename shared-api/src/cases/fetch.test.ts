import { createFrappeClient } from '../client/create-client';
import { fakeFetch, jsonResponse } from '../client/test-fetch';
import {
  answerExtension,
  fileDisplayName,
  fileDownloadUrl,
  getAttachedFiles,
  getCase,
  getCaseDocuments,
  getCaseHearings,
  getCaseRegistrations,
  getCaseTimeline,
  requestExtension,
} from './fetch';
import { NotACaseNumberError } from './doctype';

const BASE = 'https://odr.example';

function setup(respond: Parameters<typeof fakeFetch>[0]) {
  const { fetch, requests } = fakeFetch(respond);
  return { client: createFrappeClient({ baseUrl: BASE, fetch, getCsrfToken: () => 'tok' }), requests };
}

const json = (value: string | null) => JSON.parse(value ?? 'null');

describe('case reads', () => {
  it('gets a claim from /resource/Claim and a dispute from /resource/Dispute', async () => {
    const { client, requests } = setup(() => jsonResponse({ data: { name: 'X' } }));
    await getCase('ARB-00001', client);
    await getCase('MED-00002', client);
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/resource/Claim/ARB-00001', '/api/resource/Dispute/MED-00002']);
  });

  it('refuses a number that is not a case before asking the server', () => {
    const { client, requests } = setup(() => jsonResponse({}));
    expect(() => getCase('HRG-1', client)).toThrow(NotACaseNumberError);
    expect(requests).toHaveLength(0);
  });

  it('asks get_hearing_by_case for the hearings and copes with an empty answer', async () => {
    const { client, requests } = setup(() => jsonResponse({}));
    await expect(getCaseHearings('MED-00002', client)).resolves.toEqual([]);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/api/method/arbitroute.api.react_api.get_hearing_by_case');
    expect(json(requests[0].body)).toEqual({ case: 'MED-00002' });
  });

  it('filters documents by the case link of the kind', async () => {
    const { client, requests } = setup(() => jsonResponse({ data: [{ name: 'DOC-1' }] }));
    await expect(getCaseDocuments('MED-00002', client)).resolves.toEqual([{ name: 'DOC-1' }]);
    const url = requests[0].url;
    expect(url.pathname).toBe('/api/resource/Arbitration Document'.replace(' ', '%20'));
    expect(JSON.parse(url.searchParams.get('filters')!)).toEqual([['dispute', '=', 'MED-00002']]);
  });

  it('asks nothing for registrations of a claim', async () => {
    const { client, requests } = setup(() => jsonResponse({ data: [] }));
    await expect(getCaseRegistrations('ARB-1', client)).resolves.toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('lists the files attached to one document', async () => {
    const { client, requests } = setup(() => jsonResponse({ data: [] }));
    await getAttachedFiles('Arbitration Document', 'DOC-1', client);
    expect(JSON.parse(requests[0].url.searchParams.get('filters')!)).toEqual([
      ['attached_to_doctype', '=', 'Arbitration Document'],
      ['attached_to_name', '=', 'DOC-1'],
    ]);
  });

  it('pages the audit trail of the case, newest first, with its count', async () => {
    const { client, requests } = setup((request) =>
      request.url.pathname.endsWith('get_count') ? jsonResponse({ message: 42 }) : jsonResponse({ data: [{ name: 'a' }] }),
    );
    const page = await getCaseTimeline('ARB-00003', { page: 2, pageSize: 20 }, client);
    expect(page).toEqual({ rows: [{ name: 'a' }], total: 42 });
    const list = requests.find((r) => r.url.pathname.includes('Audit'))!;
    expect(list.url.searchParams.get('limit_start')).toBe('20');
    expect(list.url.searchParams.get('order_by')).toBe('creation desc');
    expect(JSON.parse(list.url.searchParams.get('filters')!)).toEqual([
      ['case_doctype', '=', 'Claim'],
      ['case_name', '=', 'ARB-00003'],
    ]);
  });
});

describe('extension', () => {
  it('sends a request with its days and reason to update_mediation', async () => {
    const { client, requests } = setup(() => jsonResponse({ message: { name: 'MED-1', extension_status: 'Extension Request Sent' } }));
    const reply = await requestExtension('MED-1', { days: 45, reason: '  need time ' }, client);
    expect(reply.extension_status).toBe('Extension Request Sent');
    expect(requests[0].url.pathname).toBe('/api/method/arbitroute.api.react_api.update_mediation');
    expect(json(requests[0].body)).toEqual({ case: 'MED-1', action: 'request', no_of_days_extended: 45, reason_for_extension: 'need time' });
  });

  it('sends an answer as approve or reject only', async () => {
    const { client, requests } = setup(() => jsonResponse({ message: {} }));
    await answerExtension('MED-1', 'reject', client);
    expect(json(requests[0].body)).toEqual({ case: 'MED-1', action: 'reject' });
  });
});

describe('file links', () => {
  it('downloads stored files from the client origin', () => {
    expect(fileDownloadUrl('/files/soc.pdf', { baseUrl: BASE })).toBe(`${BASE}/files/soc.pdf`);
    expect(fileDownloadUrl('/private/files/a b.pdf', { baseUrl: '' })).toBe('/private/files/a%20b.pdf');
  });
  it('links nothing outside the file routes', () => {
    expect(fileDownloadUrl('javascript:alert(1)', { baseUrl: '' })).toBeNull();
    expect(fileDownloadUrl('https://evil.example/files/x', { baseUrl: '' })).toBeNull();
    expect(fileDownloadUrl('/files/../api/x', { baseUrl: '' })).toBeNull();
    expect(fileDownloadUrl(null, { baseUrl: '' })).toBeNull();
  });
  it('names a file by its own name or the end of its URL', () => {
    expect(fileDisplayName({ file_name: 'SOC.pdf', file_url: '/files/x.pdf' })).toBe('SOC.pdf');
    expect(fileDisplayName({ file_url: '/files/a%20b.pdf' })).toBe('a b.pdf');
  });
});
