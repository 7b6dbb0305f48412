import { performance } from 'node:perf_hooks';

/** A logged-in browser-like client over real HTTP: keeps the session cookie and CSRF token. */
export class HttpClient {
  cookie = '';
  csrf = '';

  constructor(readonly base: string) {}

  async request(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET' && this.csrf) headers['x-frappe-csrf-token'] = this.csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(this.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) {
      const jar = new Map(this.cookie ? this.cookie.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
      for (const line of setCookies) {
        const [pair] = line.split(';');
        const [name, value] = pair.split('=');
        jar.set(name, value);
      }
      this.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }

  async login(email: string, password: string): Promise<void> {
    const response = await this.request('POST', '/api/method/login', { usr: email, pwd: password });
    if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${JSON.stringify(response.json)}`);
    this.csrf = response.json.csrf_token;
  }

  /** GET that must succeed; returns the parsed body. */
  async get(path: string): Promise<any> {
    const response = await this.request('GET', path);
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(response.json).slice(0, 300)}`);
    return response.json;
  }
}

export function resource(doctype: string, query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const search = params.toString();
  return `/api/resource/${encodeURIComponent(doctype)}${search ? `?${search}` : ''}`;
}

export function method(name: string, args: Record<string, unknown> = {}): string {
  const params = new URLSearchParams(Object.entries(args).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  const search = params.toString();
  return `/api/method/${name}${search ? `?${search}` : ''}`;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface Timing {
  label: string;
  p50: number;
  p95: number;
}

/** Runs `fn` `samples` times one after another and prints one line. */
export async function timeCall(label: string, samples: number, fn: (i: number) => Promise<unknown>): Promise<Timing> {
  await fn(0); // warm the plan cache and the connection
  const durations: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    await fn(i);
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  const timing = { label, p50: percentile(durations, 50), p95: percentile(durations, 95) };
  console.log(`${label.padEnd(58)} ${String(samples).padStart(4)} calls  p50 ${timing.p50.toFixed(1).padStart(7)} ms  p95 ${timing.p95.toFixed(1).padStart(7)} ms`);
  return timing;
}
