/** A fetch stand-in for client unit tests: records each request and answers from a function. */
export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
  signal: AbortSignal;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function fakeFetch(respond: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const recorded: RecordedRequest = {
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      body: await request.text(),
      signal: request.signal,
    };
    requests.push(recorded);
    return respond(recorded);
  });
  return { fetch: fetchMock as unknown as typeof fetch, requests, fetchMock };
}
