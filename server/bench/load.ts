import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { percentile } from './http-client';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts bench/serve.ts in a process of its own; resolves with its port. */
export async function startServer(kind: 'app' | 'hello', env: Record<string, string> = {}): Promise<{ port: number; child: ChildProcess }> {
  // BENCH_CPU_PROF=<folder>: the app's processes write a CPU profile there when they stop.
  const profile = kind === 'app' && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(here, 'serve.ts'), kind], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`${kind} server ended (${code}) before listening`)));
  });
  return { port, child };
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** A fresh body per request (JSON). */
  body?: () => unknown;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `connections` clients each sending one request after another for `seconds` (keep-alive). */
export async function load(port: number, connections: number, seconds: number, request: LoadRequest): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const durations: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const payload = request.body ? JSON.stringify(request.body()) : undefined;
      const started = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: request.path,
          method: request.method ?? 'GET',
          agent,
          headers: { ...request.headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if ((res.statusCode ?? 500) >= 300) errors += 1;
            durations.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(payload);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  durations.sort((a, b) => a - b);
  return { requests: durations.length, perSecond: durations.length / elapsed, p50: percentile(durations, 50), p99: percentile(durations, 99), errors };
}
