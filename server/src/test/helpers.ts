import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { setPassword } from '../auth/credentials';
import { createRespondentSession } from '../auth/respondent-session';
import { contextFor } from '../core/context';
import { insertDoc } from '../core/documents';
import { SYSTEM_USER } from '../core/session-user';
import type { RespondentCase } from '../core/session-user';
import { openPglite, openPostgres, type Db } from '../db';
import { DEMO_PASSWORD } from '../seed/demo';

/** Which database the suite runs on: TEST_DB=pglite (default) or postgres (needs DATABASE_URL). */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, isolated database: in-memory PGlite, or a throwaway PostgreSQL schema. */
export async function openTestDb(): Promise<Db> {
  if (TEST_DB === 'pglite') return openPglite();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  return openPostgres(url, { schema: `test_${randomBytes(6).toString('hex')}`, dropSchemaOnClose: true, max: 20 });
}

export async function createTestApp(options: AppOptions = {}): Promise<FastifyInstance> {
  // Tests count the six demo cases of seed/demo-cases.ts; the award demo cases join only when asked.
  return buildApp({ ...options, demoAwards: options.demoAwards ?? false, db: options.db ?? (await openTestDb()) });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions {
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Send the session's CSRF token on unsafe methods (default true). */
  csrf?: boolean;
  payload?: InjectOptions['payload'];
}

/** A browser-like client: keeps cookies, sends the CSRF token like the front end does. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrfToken?: string;

  constructor(
    readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    if (method !== 'GET' && this.csrfToken && options.csrf !== false) headers['x-frappe-csrf-token'] = this.csrfToken;
    let payload = options.payload;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    }
    const response = await this.app.inject({ method, url, headers, payload, remoteAddress: this.ip });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }

  post(url: string, json?: unknown, options?: RequestOptions) {
    return this.request('POST', url, { json, ...options });
  }

  put(url: string, json?: unknown, options?: RequestOptions) {
    return this.request('PUT', url, { json, ...options });
  }

  delete(url: string, options?: RequestOptions) {
    return this.request('DELETE', url, options);
  }

  /** Logs in through Frappe's login and keeps the session and its CSRF token. */
  async login(email: string, password = DEMO_PASSWORD): Promise<LightMyRequestResponse> {
    const response = await this.post('/api/method/login', { usr: email, pwd: password });
    if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
    this.csrfToken = response.json().csrf_token;
    return response;
  }
}

/** `/api/resource/...` URL with percent-encoded doctype/name and JSON-encoded list parameters. */
export function resourceUrl(doctype: string, name?: string, query: Record<string, unknown> = {}): string {
  const path = `/api/resource/${encodeURIComponent(doctype)}${name === undefined ? '' : `/${encodeURIComponent(name)}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Asserts nothing; returns the parsed Frappe error body for checks. */
export function errorOf(response: LightMyRequestResponse): { exc_type: string; message: string; _server_messages: string } {
  return response.json();
}

/**
 * A client holding a respondent session bound to one case, as the OTP login will open it
 * (see auth/respondent-session.ts).
 */
export async function respondentClient(app: FastifyInstance, respondentCase: RespondentCase, mobile: string, fullName = 'Test Respondent'): Promise<TestClient> {
  const { sid, session } = await createRespondentSession(app.services.db, respondentCase, { mobile, fullName, partyRole: 'Borrower' }, app.services.config.sessionTtlMs);
  const client = new TestClient(app);
  client.cookies.set('sid', sid);
  client.csrfToken = session.csrfToken;
  return client;
}

/** A signed-in client for each demo account named (`claimant` signs in as claimant@demo.in). */
export async function signInDemo(app: FastifyInstance, accounts: readonly string[]): Promise<Record<string, TestClient>> {
  const clients: Record<string, TestClient> = {};
  for (const who of accounts) {
    clients[who] = new TestClient(app);
    await clients[who].login(`${who}@demo.in`);
  }
  return clients;
}

/** Another account (password Demo@1234) for tests that need a second claimant, lawyer… */
export async function createUser(app: FastifyInstance, email: string, roles: string[]): Promise<TestClient> {
  await insertDoc(contextFor(app.services, SYSTEM_USER), 'User', { email, first_name: email.split('@')[0], roles: roles.map((role) => ({ role })) }, { ignorePermissions: true });
  await setPassword(app.services.db, email, DEMO_PASSWORD);
  const client = new TestClient(app);
  await client.login(email);
  return client;
}

/**
 * A multipart/form-data body as a browser would send it: the fields, then the file (`fileFirst`:
 * the file, then the fields, as frappe-js-sdk sends them).
 */
export function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }, { fileFirst = false } = {}) {
  const boundary = '----odr-test-boundary';
  const fieldParts = Object.entries(fields).map(([key, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  const fileParts = file
    ? [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
        file.content,
        Buffer.from('\r\n'),
      ]
    : [];
  const parts = fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const TEST_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** `upload_file` as the front end calls it. */
export function uploadFile(client: TestClient, fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  return client.request('POST', '/api/method/upload_file', multipart(fields, file));
}

/** Polls `probe` until it gives a truthy value (background work finishing); fails after `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
