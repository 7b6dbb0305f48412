// A server process for the benches: the app on DATABASE_URL (or in-memory PGlite) with demo data,
// or with `hello` a bare Fastify answering {"hello":"world"}. Prints "listening <port>".
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';

const kind = process.argv[2] ?? 'app';
const app =
  kind === 'hello'
    ? Fastify().get('/', async () => ({ hello: 'world' }))
    : await buildApp({
        databaseUrl: process.env.DATABASE_URL || undefined,
        demoData: true,
        // The bench's database holds no real Aadhaar numbers.
        dataKey: process.env.DATA_KEY ?? '0'.repeat(64),
        rateLimits: { loginPerIp: { max: 10_000, windowMs: 60_000 } },
      });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as AddressInfo).port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
