import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Db } from '../db';
import { gracefulShutdown } from '../shutdown';
import { createTestApp, openTestDb, TEST_DB } from '../test/helpers';

describe(`liveness, readiness and a graceful stop (${TEST_DB})`, () => {
  it('is live while it runs and ready only while its database answers', async () => {
    const db = await openTestDb();
    let down = false;
    const flaky: Db = { ...db, query: (sql, params) => (down && sql === 'SELECT 1' ? Promise.reject(new Error('connection lost')) : db.query(sql, params)) };
    const app = await createTestApp({ db: flaky });
    try {
      assert.deepEqual((await app.inject('/api/health/live')).json(), { status: 'ok' });
      assert.deepEqual((await app.inject('/api/health/ready')).json(), { status: 'ok' });
      down = true;
      const ready = await app.inject('/api/health/ready');
      assert.equal(ready.statusCode, 503, ready.body);
      assert.equal((await app.inject('/api/health/live')).statusCode, 200, 'alive all the same: restarting would not help');
    } finally {
      await app.close();
    }
  });

  it('on SIGTERM finishes the request in flight, stops listening, closes and exits 0, once', async () => {
    const app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const exits: number[] = [];
    const lines: string[] = [];
    const stop = gracefulShutdown(app, { graceMs: 20_000, exit: (code) => void exits.push(code), log: (line) => void lines.push(line) });
    const received = new Promise((resolve) => app.server.once('request', resolve));
    const inFlight = fetch(`http://127.0.0.1:${port}/api/health/live`);
    await received;
    const stopped = stop('SIGTERM');
    assert.equal(stop('SIGTERM'), stopped, 'a second signal does not close twice');
    await stopped;
    assert.equal((await inFlight).status, 200, 'the request in flight was answered');
    assert.deepEqual(exits, [0]);
    assert.match(lines[0], /^SIGTERM: finishing the requests in flight/);
    assert.equal(app.server.listening, false);
    await assert.rejects(fetch(`http://127.0.0.1:${port}/api/health/live`), 'nothing listens any more');
  });

  it('on SIGTERM stops taking jobs, lets the job in flight finish, then closes the pool', async () => {
    const app = await createTestApp({ jobs: { run: true, pollSeconds: 0.5, graceMs: 5000 } });
    const { jobs, db } = app.services;
    await jobs.define({ name: 'test-drain', retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 });
    const events: string[] = [];
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    await jobs.work('test-drain', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 700));
      // The pool is still open while the job finishes.
      await db.query('SELECT 1');
      events.push('job finished');
    });
    await jobs.send('test-drain', {});
    await running;
    const exits: number[] = [];
    await gracefulShutdown(app, { graceMs: 10_000, exit: (code) => exits.push(code), log: () => undefined })('SIGTERM');
    events.push('closed');
    assert.deepEqual(events, ['job finished', 'closed']);
    assert.deepEqual(exits, [0]);
    await assert.rejects(jobs.send('test-drain', {}), /stopped/, 'no new jobs once stopping');
  });
});
